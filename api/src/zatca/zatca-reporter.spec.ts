import { reportStateOf } from './zatca-reporter.service';

/** What each of Fatoora's answers means for a queued document: final (and which), or send again later. */
describe('reportStateOf', () => {
  const results = (status: string, warningMessages: unknown[] = []) => ({ validationResults: { status, warningMessages, errorMessages: [] } });

  it('200 PASS is reported; 200 with warnings and 202 are reported with warnings', () => {
    expect(reportStateOf({ status: 200, body: results('PASS') })).toBe('REPORTED');
    expect(reportStateOf({ status: 200, body: results('WARNING', [{ code: 'BR-KSA-08' }]) })).toBe('REPORTED_WITH_WARNINGS');
    expect(reportStateOf({ status: 202, body: results('WARNING') })).toBe('REPORTED_WITH_WARNINGS');
  });

  it("400 with ZATCA's validation results is a rejection of the document", () => {
    expect(reportStateOf({ status: 400, body: results('ERROR') })).toBe('REJECTED');
  });

  it('no answer, bad credentials, throttling, server errors and a 400 without validation results are sent again', () => {
    expect(reportStateOf(null)).toBeNull();
    for (const status of [401, 429, 500, 502, 503]) expect(reportStateOf({ status, body: { message: 'x' } })).toBeNull();
    expect(reportStateOf({ status: 400, body: { message: 'Accept-Version header must be V2' } })).toBeNull();
  });
});
