import { groupsOfThree } from './groupsOfThree';

describe('groupsOfThree', () => {
  it('groups in threes, the last group holding what is left', () => {
    expect(groupsOfThree([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(groupsOfThree([1, 2, 3])).toEqual([[1, 2, 3]]);
    expect(groupsOfThree([])).toEqual([]);
  });
});
