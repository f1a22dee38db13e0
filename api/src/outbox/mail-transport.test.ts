import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { createMailTransport } from './mail-transport';

let mailDir: string;
beforeEach(async () => {
  mailDir = await mkdtemp(path.join(tmpdir(), 'lux-api-eml-'));
});
afterEach(() => rm(mailDir, { recursive: true, force: true }));

const message = (subject: string) => ({
  from: { name: 'Aurelia Journeys', address: 'enquiries@aurelia.example' },
  to: 'experts@aurelia.example',
  subject,
  messageId: '<enquiry-1.team@aurelia.example>',
  text: 'Plain',
  html: '<p>Rich</p>',
});

describe('createMailTransport without a mail server', () => {
  it('writes each message as <key>.eml, whole, readable by mail programs', async () => {
    const transport = createMailTransport({ mailDir });
    await transport.send(message('New enquiry: Testland · Asha Rao'), 'enquiry-1.team');
    transport.close();

    expect(await readdir(mailDir)).toEqual(['enquiry-1.team.eml']);
    const parsed = await simpleParser(await readFile(path.join(mailDir, 'enquiry-1.team.eml')));
    expect(parsed).toMatchObject({
      subject: 'New enquiry: Testland · Asha Rao',
      messageId: '<enquiry-1.team@aurelia.example>',
      text: 'Plain',
      html: '<p>Rich</p>',
    });
  });

  it('replaces the file when a message is sent again: one file per message', async () => {
    const transport = createMailTransport({ mailDir });
    await transport.send(message('First try'), 'enquiry-1.team');
    await transport.send(message('Second try'), 'enquiry-1.team');
    transport.close();

    expect(await readdir(mailDir)).toEqual(['enquiry-1.team.eml']);
    expect((await simpleParser(await readFile(path.join(mailDir, 'enquiry-1.team.eml')))).subject).toBe(
      'Second try',
    );
  });
});
