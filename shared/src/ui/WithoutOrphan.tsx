import styled from '@emotion/styled';

const Together = styled.span`
  white-space: nowrap;
`;

/**
 * A title whose last two words never part, so a line break never leaves one word alone on its last
 * line ('Journeys With / Teenagers'). The words keep their plain space: the title reads and is named
 * as written. Titles of one or two words are left as they are.
 */
export function WithoutOrphan({ text }: { text: string }) {
  const words = text.trim().split(/\s+/);
  if (words.length < 3) return <>{text}</>;
  return (
    <>
      {words.slice(0, -2).join(' ')} <Together>{words.slice(-2).join(' ')}</Together>
    </>
  );
}
