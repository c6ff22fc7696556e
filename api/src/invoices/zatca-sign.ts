import { createHash, generateKeyPairSync, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import { onFirstUse } from '../core/packages/on-first-use';

/**
 * ZATCA phase 2's cryptographic stamp, as the "E-invoicing security features implementation standard" and the
 * SDK's signed samples do it. Checked against ZATCA's own sample (api/zatca-rules/Samples/Simplified/Invoice/
 * Simplified_Invoice.xml): the invoice hash, the certificate digest and the signature are computed the same way.
 *
 * - invoice hash: base64 of SHA-256 over the C14N canonical form of the document with ext:UBLExtensions,
 *   cac:Signature and the QR's cac:AdditionalDocumentReference removed (xml-crypto's canonicaliser; for documents
 *   without xml:id/xml:base attributes C14N 1.0 and 1.1 give the same bytes);
 * - signature: ECDSA secp256k1 with SHA-256 over the invoice hash's 32 bytes (Node's crypto, OpenSSL), DER, base64;
 * - certificate digest and signed-properties digest: base64 of the hex SHA-256 (ZATCA's form for these two).
 */

const xmldom = onFirstUse((): typeof import('@xmldom/xmldom') => require('@xmldom/xmldom'));
const xmlCrypto = onFirstUse((): typeof import('xml-crypto') => require('xml-crypto'));

/** What signs: the key and its certificate, already parsed once (signing runs inside every sale's transaction). */
export interface ZatcaSigner {
  privateKey: KeyObject;
  /** DER of the certificate, base64 without PEM lines (ds:X509Certificate's text). */
  certificateBase64: string;
  /** SubjectPublicKeyInfo DER: QR tag 8. */
  publicKeyDer: Buffer;
  /** The certificate's own signature (by its issuer): QR tag 9. */
  certificateSignature: Buffer;
  /** "CN=…, DC=…" in the order ZATCA's samples print it. */
  issuerName: string;
  /** Decimal, as ds:X509SerialNumber holds it. */
  serialNumber: string;
  /** base64 of the hex SHA-256 of certificateBase64. */
  certificateDigest: string;
}

export function signerFrom(privateKeyPem: string, certificatePem: string): ZatcaSigner {
  const cert = new X509Certificate(certificatePem);
  const der = cert.raw;
  const parsed = AsnConvert.parse(der, Certificate);
  const certificateBase64 = der.toString('base64');
  return {
    privateKey: (require('node:crypto') as typeof import('node:crypto')).createPrivateKey(privateKeyPem),
    certificateBase64,
    publicKeyDer: cert.publicKey.export({ type: 'spki', format: 'der' }),
    certificateSignature: Buffer.from(parsed.signatureValue),
    // Node lists the issuer's parts one a line, most significant first; ZATCA prints them least significant first
    issuerName: cert.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${cert.serialNumber}`).toString(10),
    certificateDigest: hexDigestBase64(certificateBase64),
  };
}

const hexDigestBase64 = (text: string) => Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex'), 'utf8').toString('base64');

/** A Buffer's own bytes as the ArrayBuffer the ASN.1 classes hold. */
const arrayBuffer = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer;

const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2';
const COMMON_NAME = '2.5.4.3';
const ORGANIZATION = '2.5.4.10';
/** The stand-in's subject says what it is, so nobody mistakes it for ZATCA's CSID. */
export const SELF_SIGNED_CN = 'Self-signed stand-in for the ZATCA CSID (not onboarded)';

const nameOf = (cn: string, org: string) =>
  new Name([
    new RelativeDistinguishedName([new AttributeTypeAndValue({ type: COMMON_NAME, value: new AttributeValue({ utf8String: cn }) })]),
    new RelativeDistinguishedName([new AttributeTypeAndValue({ type: ORGANIZATION, value: new AttributeValue({ utf8String: org }) })]),
  ]);

/**
 * Random bytes as a certificate's serial number: a positive DER INTEGER whose first byte is not zero. A zero first
 * byte followed by one below 0x80 is padding DER forbids, and OpenSSL then refuses the certificate ("illegal
 * padding"), which clearing the top bit alone left to 1 start in 256.
 */
export function certificateSerial(bytes: Buffer): Buffer {
  const serial = Buffer.from(bytes);
  serial[0] = 0x40 | (serial[0] & 0x3f);
  return serial;
}

/**
 * A fresh secp256k1 key pair and a self-signed certificate over it, standing in for ZATCA's CSID until onboarding
 * replaces the certificate. Built with @peculiar/asn1-x509 (the ASN.1 structures) and signed by Node's crypto:
 * WebCrypto, which X.509 builders use, has no secp256k1.
 */
export function selfSignedCredentials(now = new Date()): { privateKeyPem: string; certificatePem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const name = nameOf(SELF_SIGNED_CN, 'Shop installation key');
  const serial = certificateSerial(randomBytes(16));
  const algorithm = new AlgorithmIdentifier({ algorithm: ECDSA_WITH_SHA256 });
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: arrayBuffer(serial),
    signature: algorithm,
    issuer: name,
    subject: name,
    validity: new Validity({ notBefore: now, notAfter: new Date(now.getTime() + 5 * 365 * 86400_000) }),
    subjectPublicKeyInfo: AsnConvert.parse(publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo),
  });
  const tbsDer = Buffer.from(AsnConvert.serialize(tbs));
  const signatureValue = sign('sha256', tbsDer, privateKey);
  const der = Buffer.from(
    AsnConvert.serialize(new Certificate({ tbsCertificate: tbs, signatureAlgorithm: algorithm, signatureValue: arrayBuffer(signatureValue) })),
  );
  const certificatePem = `-----BEGIN CERTIFICATE-----\n${der
    .toString('base64')
    .match(/.{1,64}/g)
    ?.join('\n')}\n-----END CERTIFICATE-----\n`;
  return { privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, certificatePem };
}

const QR_ID = 'QR';

/**
 * The invoice hash of a document: remove the signature extension, the QR and cac:Signature, canonicalise (C14N),
 * SHA-256, base64. The same function hashes before signing and checks afterwards, on the stored XML.
 */
export function invoiceHash(xml: string): string {
  const doc = new (xmldom().DOMParser)().parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root) throw new Error('invoice XML has no root element');
  for (const el of Array.from(root.childNodes)) {
    if (el.nodeType !== 1) continue;
    const drop =
      el.nodeName === 'ext:UBLExtensions' ||
      el.nodeName === 'cac:Signature' ||
      (el.nodeName === 'cac:AdditionalDocumentReference' &&
        Array.from(el.childNodes).some((c) => c.nodeName === 'cbc:ID' && c.textContent === QR_ID));
    if (drop) root.removeChild(el);
  }
  const canonical = new (xmlCrypto().C14nCanonicalization)().process(root as never, {}) as unknown as string;
  return createHash('sha256').update(String(canonical), 'utf8').digest('base64');
}

/** ECDSA over the hash's bytes, DER, base64 (ds:SignatureValue and QR tag 7). */
export const signHash = (hash: string, signer: ZatcaSigner): string =>
  sign('sha256', Buffer.from(hash, 'base64'), signer.privateKey).toString('base64');

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const C14N11 = 'http://www.w3.org/2006/12/xml-c14n11';

/** ZATCA's signing time: local ISO without zone, as in its samples; UTC here. */
export const signingTimeText = (d: Date) => d.toISOString().slice(0, 19);

function signedProperties(signer: ZatcaSigner, signingTime: Date, declareDs: boolean): string {
  const ds = declareDs ? ` xmlns:ds="${DS}"` : '';
  return (
    `<xades:SignedProperties${declareDs ? ` xmlns:xades="${XADES}"` : ''} Id="xadesSignedProperties"><xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${signingTimeText(signingTime)}</xades:SigningTime><xades:SigningCertificate><xades:Cert><xades:CertDigest>` +
    `<ds:DigestMethod${ds} Algorithm="${SHA256}"></ds:DigestMethod><ds:DigestValue${ds}>${signer.certificateDigest}</ds:DigestValue></xades:CertDigest>` +
    `<xades:IssuerSerial><ds:X509IssuerName${ds}>${esc(signer.issuerName)}</ds:X509IssuerName><ds:X509SerialNumber${ds}>${signer.serialNumber}</ds:X509SerialNumber>` +
    `</xades:IssuerSerial></xades:Cert></xades:SigningCertificate></xades:SignedSignatureProperties></xades:SignedProperties>`
  );
}

/**
 * The signed properties' digest: the exclusive canonical form of xades:SignedProperties as it stands in the
 * document (its own xades namespace, ds declared where used), as ZATCA's SDK hashes it.
 */
export function signedPropertiesDigest(signer: ZatcaSigner, signingTime: Date): string {
  const standalone = signedProperties(signer, signingTime, true);
  const doc = new (xmldom().DOMParser)().parseFromString(standalone, 'text/xml');
  const canonical = new (xmlCrypto().ExclusiveCanonicalization)().process(doc.documentElement as never, {}) as unknown as string;
  return hexDigestBase64(String(canonical));
}

/** The enveloped XAdES signature in ext:UBLExtensions, without whitespace (whitespace would be hashed). */
export function ublExtensions(hash: string, signatureValue: string, signer: ZatcaSigner, signingTime: Date): string {
  const xpath = (x: string) => `<ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116"><ds:XPath>${x}</ds:XPath></ds:Transform>`;
  return (
    `<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI><ext:ExtensionContent>` +
    `<sig:UBLDocumentSignatures xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2" xmlns:sac="urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2" xmlns:sbc="urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2">` +
    `<sac:SignatureInformation><cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID><sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>` +
    `<ds:Signature xmlns:ds="${DS}" Id="signature"><ds:SignedInfo><ds:CanonicalizationMethod Algorithm="${C14N11}"/>` +
    `<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>` +
    `<ds:Reference Id="invoiceSignedData" URI=""><ds:Transforms>` +
    xpath('not(//ancestor-or-self::ext:UBLExtensions)') +
    xpath('not(//ancestor-or-self::cac:Signature)') +
    xpath("not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])") +
    `<ds:Transform Algorithm="${C14N11}"/></ds:Transforms><ds:DigestMethod Algorithm="${SHA256}"/><ds:DigestValue>${hash}</ds:DigestValue></ds:Reference>` +
    `<ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties"><ds:DigestMethod Algorithm="${SHA256}"/>` +
    `<ds:DigestValue>${signedPropertiesDigest(signer, signingTime)}</ds:DigestValue></ds:Reference></ds:SignedInfo>` +
    `<ds:SignatureValue>${signatureValue}</ds:SignatureValue><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${signer.certificateBase64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>` +
    `<ds:Object><xades:QualifyingProperties xmlns:xades="${XADES}" Target="signature">${signedProperties(signer, signingTime, false)}</xades:QualifyingProperties></ds:Object>` +
    `</ds:Signature></sac:SignatureInformation></sig:UBLDocumentSignatures></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>`
  );
}
