import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createPublicKey } from 'node:crypto';
import { selfSignedCredentials } from '../invoices/zatca-sign';
import { CERTIFICATE_TEMPLATE_NAMES, csrForFatoora, OID, readCsr, zatcaCsr, type ZatcaCsrFields } from './zatca-csr';

/**
 * The CSR carries every field of ZATCA's SDK csr-config example (Data/Input/csr-config-example-EN.properties:
 * csr.common.name, csr.serial.number, csr.organization.identifier, .unit.name, .name, csr.country.name,
 * csr.invoice.type, csr.location.address, csr.industry.business.category) where the SDK's OpenSSL config puts them,
 * read back by our parser and, independently, by OpenSSL.
 */
const FIELDS: ZatcaCsrFields = {
  commonName: 'TST-886431145-399999999900003',
  organizationName: 'Maximum Speed Tech Supply LTD',
  organizationUnit: 'Riyadh Branch',
  vatNumber: '399999999900003',
  solutionName: 'TST',
  model: 'TST',
  serial: 'ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
  invoiceTypes: '1100',
  registeredAddress: 'RRRD2929',
  businessCategory: 'Supply activities',
};

describe('zatcaCsr', () => {
  const { privateKeyPem, certificatePem } = selfSignedCredentials();

  it.each(Object.entries(CERTIFICATE_TEMPLATE_NAMES))(
    '%s: every ZATCA field, the template name and a valid signature by the shop key',
    (env, template) => {
      const csr = zatcaCsr(privateKeyPem, FIELDS, env as keyof typeof CERTIFICATE_TEMPLATE_NAMES);
      const read = readCsr(csrForFatoora(csr));
      expect(read.subject).toEqual([
        [OID.country, 'SA'],
        [OID.organizationUnit, 'Riyadh Branch'],
        [OID.organization, 'Maximum Speed Tech Supply LTD'],
        [OID.commonName, 'TST-886431145-399999999900003'],
      ]);
      expect(read.altName).toEqual([
        [OID.surname, '1-TST|2-TST|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f'],
        [OID.uid, '399999999900003'],
        [OID.title, '1100'],
        [OID.registeredAddress, 'RRRD2929'],
        [OID.businessCategory, 'Supply activities'],
      ]);
      expect(read.certificateTemplateName).toBe(template);
      expect(read.signatureAlgorithm).toBe(OID.ecdsaWithSha256);
      expect(read.signatureValid).toBe(true);
      // the request is for the shop's own key (the one its stand-in certificate certifies)
      const ownKey = createPublicKey(certificatePem).export({ type: 'spki', format: 'der' });
      expect(read.publicKeyDer.equals(ownKey)).toBe(true);
    },
  );

  it('OpenSSL reads it the same way: signature verified, subject, SAN directory name and the template extension', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zatca-csr-'));
    const file = path.join(dir, 'shop.csr');
    fs.writeFileSync(file, zatcaCsr(privateKeyPem, FIELDS, 'SIMULATION'));
    const run = spawnSync('openssl', ['req', '-in', file, '-noout', '-verify', '-text', '-nameopt', 'RFC2253'], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(0);
    expect(`${run.stdout}${run.stderr}`).toMatch(/verify OK/);
    const text = run.stdout;
    expect(text).toContain('Subject: CN=TST-886431145-399999999900003,O=Maximum Speed Tech Supply LTD,OU=Riyadh Branch,C=SA');
    expect(text).toContain('ASN1 OID: secp256k1');
    expect(text).toContain('1.3.6.1.4.1.311.20.2');
    expect(text).toContain('PREZATCA-Code-Signing');
    expect(text).toContain(
      'DirName:/SN=1-TST|2-TST|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f/UID=399999999900003/title=1100/registeredAddress=RRRD2929/businessCategory=Supply activities',
    );
    expect(text).toContain('Signature Algorithm: ecdsa-with-SHA256');
  });

  it('refuses what is not a certificate request', () => {
    expect(() => readCsr('aGVsbG8=')).toThrow('not a PEM certificate request');
  });
});
