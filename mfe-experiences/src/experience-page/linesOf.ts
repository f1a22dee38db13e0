/** An experience's description as the API holds it: each line is a paragraph; empty lines are dropped. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
