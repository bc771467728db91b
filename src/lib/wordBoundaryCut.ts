/**
 * Where to cut a run of characters after about `cut` of them without splitting a word: at `cut` when
 * it falls between words, else at the start of the word it falls in if that began at most `within`
 * characters earlier (a longer word is cut where it is); spaces before the cut are dropped.
 * `isSpace(i)` says whether character `i` is white space (false outside the text). Shared by the
 * HTML excerpts (truncate.ts) and the meta descriptions (metaDescription.ts).
 */
export function wordBoundaryCut(isSpace: (index: number) => boolean, cut: number, within: number): number {
  let at = cut;
  if (!isSpace(at - 1) && !isSpace(at)) {
    for (let back = at - 1; back >= Math.max(1, at - within); back--) {
      if (isSpace(back)) {
        at = back;
        break;
      }
    }
  }
  while (at > 0 && isSpace(at - 1)) at--;
  return at;
}
