/**
 * Whether a conditional GET's If-None-Match names this entity tag (RFC 9110 §13.1.2: a list of tags, or `*`;
 * weak and strong tags compare alike for GET). The answer is then 304 Not Modified without a body.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
