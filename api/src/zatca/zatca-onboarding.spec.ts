import { X509Certificate } from 'node:crypto';
import { selfSignedCredentials } from '../invoices/zatca-sign';
import { certificateFromToken, fatooraMessages } from './zatca-onboarding.service';

/** ZATCA's messages are read from whichever of its answer shapes came back, and a CSID's token is its certificate. */
describe('fatooraMessages', () => {
  it('validation results: errors then warnings, as code: message', () => {
    const body = {
      validationResults: {
        status: 'ERROR',
        errorMessages: [{ type: 'ERROR', code: 'BR-KSA-37', message: 'building number' }],
        warningMessages: [{ type: 'WARNING', code: 'BR-KSA-08', message: 'seller identification' }],
      },
    };
    expect(fatooraMessages(body)).toEqual(['BR-KSA-37: building number', 'BR-KSA-08: seller identification']);
  });

  it('errors as objects or strings, code/message, errorCode/errorMessage, a bare message; nothing from an empty answer', () => {
    expect(fatooraMessages({ errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }] })).toEqual([
      'Invalid-OTP: The provided OTP is invalid',
    ]);
    expect(fatooraMessages({ errors: ['Invalid-CSR'] })).toEqual(['Invalid-CSR']);
    expect(fatooraMessages({ code: 'Expired-OTP', message: 'The provided OTP has expired' })).toEqual(['Expired-OTP: The provided OTP has expired']);
    expect(fatooraMessages({ errorCode: 'Missing-OTP', errorMessage: 'OTP is required' })).toEqual(['Missing-OTP: OTP is required']);
    expect(fatooraMessages({ message: 'Internal Server Error' })).toEqual(['Internal Server Error']);
    expect(fatooraMessages({ errors: null, dispositionMessage: 'ISSUED' })).toEqual([]);
    expect(fatooraMessages(null)).toEqual([]);
  });
});

describe('certificateFromToken', () => {
  it("a binarySecurityToken (base64 of the certificate's base64 DER) gives the certificate back as PEM", () => {
    const { certificatePem } = selfSignedCredentials();
    const der = new X509Certificate(certificatePem).raw;
    const token = Buffer.from(der.toString('base64'), 'utf8').toString('base64');
    expect(new X509Certificate(certificateFromToken(token)).raw.equals(der)).toBe(true);
  });
});
