import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

it('keeps links and emphasis and drops scripts, handlers and script URLs', () => {
  const { container } = render(
    <SafeHtml
      as="p"
      html={
        'See <a href="/privacy-policy">our policy</a>, <em>in full</em>.' +
        '<script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
        '<a href="javascript:alert(1)">more</a>'
      }
    />,
  );
  const paragraph = container.querySelector('p');
  expect(paragraph?.querySelector('a[href="/privacy-policy"]')).toHaveTextContent('our policy');
  expect(paragraph?.querySelector('em')).toHaveTextContent('in full');
  expect(paragraph?.innerHTML).not.toMatch(/script|onerror|javascript:/);
});
