import { renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEmblaActions } from './useEmblaActions';

const fakeEmbla = () => ({ scrollNext: jest.fn() }) as unknown as EmblaCarouselType;

describe('useEmblaActions', () => {
  it('does an arrow pressed before embla started once it has, and once only', () => {
    const { result, rerender } = renderHook(({ embla }) => useEmblaActions(embla), {
      initialProps: { embla: undefined as EmblaCarouselType | undefined },
    });
    result.current((api) => api.scrollNext());

    const embla = fakeEmbla();
    rerender({ embla });
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    rerender({ embla });
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('does an arrow pressed once embla runs at once', () => {
    const embla = fakeEmbla();
    const { result } = renderHook(() => useEmblaActions(embla));
    result.current((api) => api.scrollNext());
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });
});
