/** A request is named after its property; a request without one still needs a title. */
export function getRequestTitle(request: { property: { title: string } | null }): string {
  return request.property?.title ?? 'Valuation request';
}
