/** The variables of a searchable, paged list query: an empty keyword is no filter. */
export const listPageVariables = (keyword: string, page: number, limit: number) => ({
  keyword: keyword || undefined,
  page,
  limit,
});
