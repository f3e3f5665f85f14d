/**
 * The 200 of a route that answers an xlsx workbook, for its `response` schema: the OpenAPI document then
 * declares the status with its media type (a route without it answered an undeclared 200, issue 16).
 */
export const xlsxDownload = {
  description: 'The xlsx workbook',
  content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } },
} as const;
