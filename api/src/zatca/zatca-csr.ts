import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { AsnArray, AsnConvert, AsnProp, AsnPropTypes, AsnType, AsnTypeTypes, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  AttributeValue,
  DirectoryString,
  Extension,
  Extensions,
  GeneralName,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
} from '@peculiar/asn1-x509';
import type { ZatcaEnvironment } from './zatca-environments';

/**
 * The certificate signing request ZATCA's onboarding takes (compliance CSID and renewal), with the fields its SDK's
 * `csr-config` names and its "E-invoicing security features" standard requires (section "CSR field contents"):
 *
 * - subject: C=SA, OU (branch, or the 10-digit TIN of a VAT group member), O (the taxpayer's name), CN (the unit);
 * - extension request: the certificate template name (Microsoft's OID 1.3.6.1.4.1.311.20.2, a PrintableString:
 *   TSTZATCA-Code-Signing on the developer portal, PREZATCA-Code-Signing in simulation, ZATCA-Code-Signing in
 *   production), and a subjectAltName with one directory name holding SN=1-<solution>|2-<model>|3-<serial>,
 *   UID=<VAT number>, title=<invoice types, 4 digits: standard, simplified, 0, 0>, registeredAddress and
 *   businessCategory, as the SDK's OpenSSL config (`[alt_names]`) writes them;
 * - key: the shop's one secp256k1 key (zatca-signing.store.ts), signature ecdsa-with-SHA256.
 *
 * The ASN.1 is built with @peculiar/asn1-x509's structures (the PKCS#10 envelope below is RFC 2986's, three small
 * classes on @peculiar/asn1-schema) and signed by Node's crypto: WebCrypto, which X.509 builders use, has no
 * secp256k1.
 */

export interface ZatcaCsrFields {
  /** CN: the unit's name (ZATCA's sample: TST-886431145-399999999900003). */
  commonName: string;
  /** O: the taxpayer's name. */
  organizationName: string;
  /** OU: the branch (or, in a VAT group, the member's 10-digit TIN). */
  organizationUnit: string;
  /** UID: the 15-digit VAT number. */
  vatNumber: string;
  solutionName: string;
  model: string;
  serial: string;
  /** title: 4 digits, standard (1) and simplified (1) invoices then two zeros: the shop issues simplified only, 0100. */
  invoiceTypes: string;
  registeredAddress: string;
  businessCategory: string;
}

export const CERTIFICATE_TEMPLATE_NAMES: Record<ZatcaEnvironment, string> = {
  DEVELOPER_PORTAL: 'TSTZATCA-Code-Signing',
  SIMULATION: 'PREZATCA-Code-Signing',
  PRODUCTION: 'ZATCA-Code-Signing',
};

export const OID = {
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  /** "SN" in the SDK's config is OpenSSL's short name of surname. */
  surname: '2.5.4.4',
  uid: '0.9.2342.19200300.100.1.1',
  title: '2.5.4.12',
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  subjectAltName: '2.5.29.17',
  extensionRequest: '1.2.840.113549.1.9.14',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

/** RFC 2986: Attributes ::= SET OF Attribute (implicitly tagged [0] in the request info). */
@AsnType({ type: AsnTypeTypes.Sequence, itemType: Attribute })
class CsrAttributes extends AsnArray<Attribute> {
  constructor(items?: Attribute[]) {
    super(items);
    Object.setPrototypeOf(this, CsrAttributes.prototype);
  }
}

/** RFC 2986: CertificationRequestInfo. */
class CertificationRequestInfo {
  @AsnProp({ type: AsnPropTypes.Integer })
  version = 0;
  @AsnProp({ type: Name })
  subject = new Name();
  @AsnProp({ type: SubjectPublicKeyInfo })
  subjectPKInfo = new SubjectPublicKeyInfo();
  @AsnProp({ type: CsrAttributes, implicit: true, context: 0 })
  attributes = new CsrAttributes();
  constructor(params: Partial<CertificationRequestInfo> = {}) {
    Object.assign(this, params);
  }
}

/** RFC 2986: CertificationRequest. */
class CertificationRequest {
  @AsnProp({ type: CertificationRequestInfo })
  certificationRequestInfo = new CertificationRequestInfo();
  @AsnProp({ type: AlgorithmIdentifier })
  signatureAlgorithm = new AlgorithmIdentifier();
  @AsnProp({ type: AsnPropTypes.BitString })
  signature: ArrayBuffer = new ArrayBuffer(0);
  constructor(params: Partial<CertificationRequest> = {}) {
    Object.assign(this, params);
  }
}

const rdn = (type: string, value: AttributeValue) => new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value })]);
const utf8 = (type: string, text: string) => rdn(type, new AttributeValue({ utf8String: text }));
const arrayBuffer = (b: Buffer | Uint8Array): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

/** The serial number field ZATCA reads: 1-<solution>|2-<model>|3-<serial>. */
export const zatcaSerialNumber = (f: Pick<ZatcaCsrFields, 'solutionName' | 'model' | 'serial'>) => `1-${f.solutionName}|2-${f.model}|3-${f.serial}`;

const pem = (label: string, der: Buffer) =>
  `-----BEGIN ${label}-----\n${der
    .toString('base64')
    .match(/.{1,64}/g)
    ?.join('\n')}\n-----END ${label}-----\n`;

/** The CSR as PEM, signed with the shop's key; what ZATCA's API takes is the base64 of this text (csrForFatoora). */
export function zatcaCsr(privateKeyPem: string, fields: ZatcaCsrFields, environment: ZatcaEnvironment): string {
  const key = createPrivateKey(privateKeyPem);
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const subject = new Name([
    rdn(OID.country, new AttributeValue({ printableString: 'SA' })),
    utf8(OID.organizationUnit, fields.organizationUnit),
    utf8(OID.organization, fields.organizationName),
    utf8(OID.commonName, fields.commonName),
  ]);
  const altName = new SubjectAlternativeName([
    new GeneralName({
      directoryName: new Name([
        utf8(OID.surname, zatcaSerialNumber(fields)),
        utf8(OID.uid, fields.vatNumber),
        utf8(OID.title, fields.invoiceTypes),
        utf8(OID.registeredAddress, fields.registeredAddress),
        utf8(OID.businessCategory, fields.businessCategory),
      ]),
    }),
  ]);
  const extensions = new Extensions([
    new Extension({
      extnID: OID.certificateTemplateName,
      extnValue: new OctetString(AsnConvert.serialize(new DirectoryString({ printableString: CERTIFICATE_TEMPLATE_NAMES[environment] }))),
    }),
    new Extension({ extnID: OID.subjectAltName, extnValue: new OctetString(AsnConvert.serialize(altName)) }),
  ]);
  const info = new CertificationRequestInfo({
    subject,
    subjectPKInfo: AsnConvert.parse(spki, SubjectPublicKeyInfo),
    attributes: new CsrAttributes([new Attribute({ type: OID.extensionRequest, values: [AsnConvert.serialize(extensions)] })]),
  });
  const infoDer = Buffer.from(AsnConvert.serialize(info));
  const der = AsnConvert.serialize(
    new CertificationRequest({
      certificationRequestInfo: info,
      signatureAlgorithm: new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 }),
      signature: arrayBuffer(sign('sha256', infoDer, key)),
    }),
  );
  return pem('CERTIFICATE REQUEST', Buffer.from(der));
}

/** ZATCA's APIs take the CSR as the base64 of its PEM text. */
export const csrForFatoora = (csrPem: string) => Buffer.from(csrPem, 'utf8').toString('base64');

/** A CSR read back: what a certificate authority (the Fatoora stand-in) and the tests look at. */
export interface ReadCsr {
  /** Subject attributes by OID, in order. */
  subject: [string, string][];
  subjectName: Name;
  /** The subjectAltName directory name's attributes by OID, in order. */
  altName: [string, string][];
  altNameExtension: ArrayBuffer | null;
  certificateTemplateName: string | null;
  /** SubjectPublicKeyInfo DER. */
  publicKeyDer: Buffer;
  signatureAlgorithm: string;
  /** The request's signature verifies with its own public key. */
  signatureValid: boolean;
}

const textOf = (v: AttributeValue): string => v.toString();

const pairs = (name: Name): [string, string][] => name.flatMap((r) => r.map((a): [string, string] => [a.type, textOf(a.value)]));

/** Parses a CSR (PEM or the base64 of its PEM, as ZATCA receives it); throws when it is not one. */
export function readCsr(text: string): ReadCsr {
  const pemText = text.includes('-----BEGIN') ? text : Buffer.from(text, 'base64').toString('utf8');
  const body = /-----BEGIN CERTIFICATE REQUEST-----([\s\S]+?)-----END CERTIFICATE REQUEST-----/.exec(pemText)?.[1];
  if (!body) throw new Error('not a PEM certificate request');
  const der = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  const csr = AsnConvert.parse(der, CertificationRequest);
  const info = csr.certificationRequestInfo;
  const publicKeyDer = Buffer.from(AsnConvert.serialize(info.subjectPKInfo));
  let altName: [string, string][] = [];
  let altNameExtension: ArrayBuffer | null = null;
  let certificateTemplateName: string | null = null;
  for (const attribute of info.attributes) {
    if (attribute.type !== OID.extensionRequest) continue;
    for (const value of attribute.values) {
      for (const ext of AsnConvert.parse(value, Extensions)) {
        if (ext.extnID === OID.certificateTemplateName) certificateTemplateName = AsnConvert.parse(ext.extnValue.buffer, DirectoryString).toString();
        if (ext.extnID === OID.subjectAltName) {
          altNameExtension = ext.extnValue.buffer;
          const dir = AsnConvert.parse(ext.extnValue.buffer, SubjectAlternativeName).find((g) => g.directoryName);
          if (dir?.directoryName) altName = pairs(dir.directoryName);
        }
      }
    }
  }
  const infoDer = Buffer.from(AsnConvert.serialize(info));
  const publicKey = createPublicKey({ key: publicKeyDer, format: 'der', type: 'spki' });
  return {
    subject: pairs(info.subject),
    subjectName: info.subject,
    altName,
    altNameExtension,
    certificateTemplateName,
    publicKeyDer,
    signatureAlgorithm: csr.signatureAlgorithm.algorithm,
    signatureValid: verify('sha256', infoDer, publicKey, Buffer.from(csr.signature)),
  };
}
