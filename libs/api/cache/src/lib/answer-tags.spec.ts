import { answerTags, CONSERVATION_TAG } from './answer-tags';

const A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const B = '7C9E6679-7425-40DE-944B-E07FC1F90AE7';

describe('answerTags', () => {
  it('names every id in an answer once, in lower case, wherever it stands', () => {
    const text = `/product/${A}\n<a href="/product/${A}">x</a>{"id":"${B}","_id":"${A}"} ${CONSERVATION_TAG}`;
    expect(answerTags(text).sort()).toEqual([A, B.toLowerCase(), CONSERVATION_TAG].sort());
  });

  it('finds an id at the very start and at the very end of the text', () => {
    expect(answerTags(`${A}-x-${B}`).sort()).toEqual([A, B.toLowerCase()].sort());
  });

  it('names nothing that only looks like part of an id', () => {
    // Too few digits before the first dash, a letter outside hex, dashes in class names and dates.
    const text = `1234567-d9cb-469f-a165-70867728950e 0f8fad5g-d9cb-469f-a165-70867728950e slot-picker__day--chosen 2026-11-28`;
    expect(answerTags(text)).toEqual([]);
  });
});
