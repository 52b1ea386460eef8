/** Nova Poshta API 2.0's answer envelope, for the local fake: HTTP 200 even for a refused call. */
export const answer = (data: unknown[], totalCount: number) => ({
  success: true,
  data,
  errors: [],
  warnings: [],
  info: { totalCount },
  messageCodes: [],
  errorCodes: [],
  warningCodes: [],
  infoCodes: [],
});

export const refused = (error: string, code: string, more: string[] = []) => ({
  success: false,
  data: [],
  errors: [error, ...more],
  warnings: [],
  info: [],
  messageCodes: [],
  errorCodes: [code],
  warningCodes: [],
  infoCodes: [],
});
