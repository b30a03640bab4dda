/**
 * eTIMS answers every call with HTTP 200 and a result code; only 000 is success. The codes the
 * client and the simulator act on (eTIMS code list "API Response Code").
 */
export const OSCU_RESULT = {
  success: '000',
  noHeader: '900',
  invalidDevice: '901',
  deviceInstalled: '902',
  badParameter: '910',
  noBody: '911',
  duplicate: '994',
  unknown: '999',
} as const;

/** The messages eTIMS sends with those codes. */
export const OSCU_RESULT_MESSAGES: Record<(typeof OSCU_RESULT)[keyof typeof OSCU_RESULT], string> = {
  '000': 'It is succeeded',
  '900': 'There is no Header information',
  '901': 'It is not valid device',
  '902': 'This device is installed',
  '910': 'Request parameter error',
  '911': 'There is no request full text',
  '994': 'There is an overlapped Data',
  '999': 'There is an unknown error. Please ask the administrator',
};
