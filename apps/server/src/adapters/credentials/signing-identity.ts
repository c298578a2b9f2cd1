import { createPrivateKey, webcrypto } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

/** The ES256 key (raw P-256 scalar and PKCS#8) and certificate chain a studio signs with. */
export interface SigningIdentity {
  /** 32-byte private scalar. */
  privateKey: Uint8Array;
  certificate: x509.X509Certificate;
  chain: x509.X509Certificate[];
  /** True when Loci made the chain (no C2PA_SIGNING_KEY / C2PA_SIGNING_CERT). */
  selfSigned: boolean;
}

const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const KEY_FILE = 'c2pa-signing-key.pem';
const CERT_FILE = 'c2pa-signing-cert.pem';

/** A PEM value, or the path of a file holding one. */
function pemOf(value: string): string {
  return value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : readFileSync(value, 'utf8');
}

function rawScalar(keyPem: string): Uint8Array {
  const jwk = createPrivateKey(keyPem).export({ format: 'jwk' });
  if (jwk.crv !== 'P-256' || !jwk.d) throw new Error('C2PA_SIGNING_KEY must be an EC P-256 private key (ES256).');
  return new Uint8Array(Buffer.from(jwk.d, 'base64url'));
}

function parseChain(certPem: string): x509.X509Certificate[] {
  const blocks = certPem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (!blocks.length) throw new Error('C2PA_SIGNING_CERT holds no PEM certificate.');
  return blocks.map((b) => new x509.X509Certificate(b));
}

function fromPem(keyPem: string, certPem: string, selfSigned: boolean): SigningIdentity {
  const [certificate, ...chain] = parseChain(certPem);
  return { privateKey: rawScalar(keyPem), certificate, chain, selfSigned };
}

/**
 * The configured key and chain, or one made once in `dataDir` (mode 600): a self-signed root
 * "Loci self-signed root" and a signing certificate it issues (C2PA does not accept a self-signed
 * signing certificate itself), ten years valid.
 */
export async function loadSigningIdentity(opts: { key?: string; cert?: string; dataDir: string }): Promise<SigningIdentity> {
  if (opts.key || opts.cert) {
    if (!opts.key || !opts.cert) throw new Error('Set both C2PA_SIGNING_KEY and C2PA_SIGNING_CERT, or neither.');
    return fromPem(pemOf(opts.key), pemOf(opts.cert), false);
  }
  const keyFile = join(opts.dataDir, KEY_FILE);
  const certFile = join(opts.dataDir, CERT_FILE);
  if (existsSync(keyFile) && existsSync(certFile)) return fromPem(readFileSync(keyFile, 'utf8'), readFileSync(certFile, 'utf8'), true);
  const made = await makeSelfSignedChain();
  writeFileSync(keyFile, made.keyPem, { mode: 0o600 });
  writeFileSync(certFile, made.certPem, { mode: 0o600 });
  return fromPem(made.keyPem, made.certPem, true);
}

/** A P-256 root and a signing certificate with the C2PA profile (digitalSignature, emailProtection EKU). */
export async function makeSelfSignedChain(): Promise<{ keyPem: string; certPem: string }> {
  const notBefore = new Date(Date.now() - 24 * 3600_000);
  const notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const rootKeys = (await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Loci self-signed root, O=Loci',
    notBefore,
    notAfter,
    keys: rootKeys,
    signingAlgorithm: EC,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  const keys = (await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: 'CN=Loci, O=Loci',
    issuer: root.subject,
    notBefore,
    notAfter,
    publicKey: keys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: EC,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.emailProtection], false),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(root, false),
    ],
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  const keyPem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END PRIVATE KEY-----\n`;
  return { keyPem, certPem: `${leaf.toString('pem')}\n${root.toString('pem')}\n` };
}
