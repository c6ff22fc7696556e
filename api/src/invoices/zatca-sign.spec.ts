import { createHash, verify, X509Certificate } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { certificateSerial, invoiceHash, selfSignedCredentials, SELF_SIGNED_CN, signerFrom, signHash } from './zatca-sign';
import { readZatcaQrTags } from './zatca-qr';

const SAMPLES = path.resolve(__dirname, '../../zatca-rules/Samples/Simplified');
const sample = (f: string) => fs.readFileSync(path.join(SAMPLES, f), 'utf8');
const text = (xml: string, tag: string) => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(xml)?.[1] as string;

describe("ZATCA's stamp, checked against ZATCA's own signed samples", () => {
  it.each(['Invoice/Simplified_Invoice.xml', 'Credit/Simplified_Credit_Note.xml'])(
    '%s: our invoice hash is the DigestValue ZATCA signed, and the signature verifies over it with the certificate',
    (file) => {
      const xml = sample(file);
      const hash = invoiceHash(xml);
      expect(hash).toBe(/<ds:Reference Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>([^<]*)</.exec(xml)?.[1]);
      const cert = new X509Certificate(Buffer.from(text(xml, 'ds:X509Certificate'), 'base64'));
      expect(verify('sha256', Buffer.from(hash, 'base64'), cert.publicKey, Buffer.from(text(xml, 'ds:SignatureValue'), 'base64'))).toBe(true);
    },
  );

  it("the certificate's digest, issuer and serial as ZATCA's sample prints them", () => {
    const xml = sample('Invoice/Simplified_Invoice.xml');
    const certB64 = text(xml, 'ds:X509Certificate');
    const cert = new X509Certificate(Buffer.from(certB64, 'base64'));
    const { generateKeyPairSync } = require('node:crypto') as typeof import('node:crypto');
    const anyKey = generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const s = signerFrom(anyKey, cert.toString());
    expect(s.certificateDigest).toBe(/<xades:CertDigest>[\s\S]*?<ds:DigestValue>([^<]*)</.exec(xml)?.[1]);
    expect(s.issuerName).toBe(text(xml, 'ds:X509IssuerName'));
    expect(s.serialNumber).toBe(text(xml, 'ds:X509SerialNumber'));
    // QR tags 8 and 9 of ZATCA's sample are the certificate's public key and signature
    const tags = readZatcaQrTags(
      /<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</.exec(xml)?.[1] as string,
    );
    expect(tags.get(8)?.equals(s.publicKeyDer)).toBe(true);
    expect(tags.get(9)?.equals(s.certificateSignature)).toBe(true);
  });

  it('the self-signed stand-in: a secp256k1 key, a certificate that says what it is and verifies with its own key', () => {
    const c = selfSignedCredentials();
    const cert = new X509Certificate(c.certificatePem);
    expect(cert.subject).toContain(SELF_SIGNED_CN);
    expect(cert.publicKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    expect(cert.verify(cert.publicKey)).toBe(true);
    const s = signerFrom(c.privateKeyPem, c.certificatePem);
    const hash = createHash('sha256').update('x').digest('base64');
    expect(verify('sha256', Buffer.from(hash, 'base64'), cert.publicKey, Buffer.from(signHash(hash, s), 'base64'))).toBe(true);
  });
});

describe("the stand-in certificate's serial number", () => {
  it('is a positive DER INTEGER without padding whatever the random bytes, so OpenSSL reads the certificate', () => {
    for (const first of [0x00, 0x01, 0x7f, 0x80, 0xff]) {
      for (const second of [0x00, 0x7f, 0x80, 0xff]) {
        const serial = certificateSerial(Buffer.from([first, second, ...new Array(14).fill(0x5a)]));
        expect(serial).toHaveLength(16);
        expect(serial[0]).toBeGreaterThan(0);
        expect(serial[0]).toBeLessThan(0x80);
      }
    }
  });
});
