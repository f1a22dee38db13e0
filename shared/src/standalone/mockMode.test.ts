import { apiServer } from '../testing/server';
import { describeMockMode, mockModeHandlers, parseMockMode } from './mockMode';

it('reads ?mock= values', () => {
  expect(parseMockMode(null)).toEqual({ kind: 'off' });
  expect(parseMockMode('off')).toEqual({ kind: 'off' });
  expect(parseMockMode('')).toEqual({ kind: 'mocked' });
  expect(parseMockMode('on')).toEqual({ kind: 'mocked' });
  expect(parseMockMode('error')).toEqual({ kind: 'error' });
  expect(parseMockMode('slow:/journal/')).toEqual({ kind: 'slow', only: '/journal/' });
});

it('describes the mode in the standalone frame', () => {
  expect(describeMockMode({ kind: 'off' })).toBe('live API');
  expect(describeMockMode({ kind: 'error' })).toBe('mocked API, every call fails');
  expect(describeMockMode({ kind: 'slow', only: 'country-detail' })).toBe(
    'mocked API, calls to country-detail never answers',
  );
});

it('?mock=error answers every call with 500', async () => {
  apiServer.use(...mockModeHandlers(parseMockMode('error')));
  expect((await fetch('http://localhost/api/v1/journal/')).status).toBe(500);
  expect((await fetch('http://localhost/api/v1/country-detail/india/')).status).toBe(500);
});

it('?mock=error:{path} fails only the calls it names; the others get the mocked answers', async () => {
  apiServer.use(...mockModeHandlers(parseMockMode('error:/journal/')));
  expect((await fetch('http://localhost/api/v1/journal/')).status).toBe(500);
  expect((await fetch('http://localhost/api/v1/country-detail/india/')).status).toBe(200);
});

it('?mock=slow never answers', async () => {
  apiServer.use(...mockModeHandlers(parseMockMode('slow')));
  const unanswered = Symbol('unanswered');
  const request = new AbortController();
  const answer = await Promise.race([
    fetch('http://localhost/api/v1/journal/', { signal: request.signal }).catch(() => 'aborted'),
    new Promise((resolve) => setTimeout(() => resolve(unanswered), 200)),
  ]);
  request.abort();
  expect(answer).toBe(unanswered);
});
