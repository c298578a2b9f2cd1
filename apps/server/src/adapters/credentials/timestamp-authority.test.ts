import { webcrypto } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';
import * as x509 from '@peculiar/x509';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createC2paCredentials } from './c2pa-credentials.js';
import { loadSigningIdentity } from './signing-identity.js';

// The reference implementation (c2pa-rs as WebAssembly) reads what c2pa-ts signed.
initSync({ module: readFileSync(createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });
x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);
pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as pkijs.ICryptoEngine['crypto'] }));

const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';

/**
 * An RFC 3161 timestamp authority on 127.0.0.1: it answers `application/timestamp-query` POSTs
 * with a token signed by its own certificate (extended key usage: time stamping): a CMS SignedData
 * over a TSTInfo with the signed attributes RFC 3161 and RFC 5816 ask for (content type, message
 * digest, ESS signing certificate v2). Only the clock and the key are ours.
 */
async function startTsa(): Promise<{ url: string; requests: Buffer[]; server: Server; fail: { status: number | null } }> {
  const keys = (await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '0a',
    name: 'CN=Loopback TSA, O=Loci tests',
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 86_400_000),
    keys,
    signingAlgorithm: EC,
    extensions: [
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([TIME_STAMPING], true),
    ],
  });
  const cert = pkijs.Certificate.fromBER(certificate.rawData);
  const certHash = await webcrypto.subtle.digest('SHA-256', certificate.rawData);
  let serial = 1;
  const token = async (request: pkijs.TimeStampReq) => {
    const tstInfo = new pkijs.TSTInfo({
      version: 1,
      policy: '1.3.6.1.4.1.55555.1',
      messageImprint: request.messageImprint,
      serialNumber: new asn1js.Integer({ value: serial++ }),
      genTime: new Date(),
      nonce: request.nonce,
    });
    const content = tstInfo.toSchema().toBER();
    const digest = await webcrypto.subtle.digest('SHA-256', content);
    const attribute = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });
    const signingCertificateV2 = new asn1js.Sequence({
      value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certHash })] })] })],
    });
    const signedData = new pkijs.SignedData({
      version: 3,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({
        eContentType: '1.2.840.113549.1.9.16.1.4', // id-ct-TSTInfo
        eContent: new asn1js.OctetString({ valueHex: content }),
      }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              attribute('1.2.840.113549.1.9.3', new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.9.16.1.4' })),
              attribute('1.2.840.113549.1.9.4', new asn1js.OctetString({ valueHex: digest })),
              attribute('1.2.840.113549.1.9.16.2.47', signingCertificateV2),
            ],
          }),
        }),
      ],
      certificates: [cert],
    });
    await signedData.sign(keys.privateKey, 0, 'SHA-256');
    return new pkijs.TimeStampResp({
      status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
      timeStampToken: new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signedData.toSchema(true) }),
    });
  };
  const requests: Buffer[] = [];
  const fail = { status: null as number | null };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      requests.push(body);
      if (fail.status) {
        res.writeHead(fail.status).end();
        return;
      }
      const reply = await token(pkijs.TimeStampReq.fromBER(new Uint8Array(body).buffer));
      res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(Buffer.from(reply.toSchema().toBER()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`, requests, server, fail };
}

async function read(bytes: Buffer) {
  const reader = await WasmReader.fromBytes('image/jpeg', new Uint8Array(bytes));
  const json = JSON.parse(reader.json());
  return {
    state: json.validation_state as string,
    signature: json.manifests[json.active_manifest].signature_info as { time?: string; common_name?: string },
    codes: [
      ...((json.validation_results?.activeManifest?.success ?? []) as { code: string }[]),
      ...((json.validation_results?.activeManifest?.informational ?? []) as { code: string }[]),
      ...((json.validation_results?.activeManifest?.failure ?? []) as { code: string }[]),
    ].map((e) => e.code),
  };
}

let tsa: Awaited<ReturnType<typeof startTsa>>;
beforeAll(async () => {
  tsa = await startTsa();
});
afterAll(() => new Promise<void>((resolve) => tsa.server.close(() => resolve())));

const photo = () =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: '#3a6b8c' } })
    .jpeg()
    .toBuffer();

async function signWith(tsaUrl: string): Promise<Buffer> {
  const identity = await loadSigningIdentity({ dataDir: mkdtempSync(join(tmpdir(), 'loci-tsa-')) });
  const credentials = createC2paCredentials({ identity, generator: { name: 'Loci', version: '1.0' }, tsaUrl });
  return credentials.sign({ bytes: await photo(), contentType: 'image/jpeg', sourceType: 'algorithmicMedia', ingredients: [] });
}

describe('Content Credentials with a timestamp authority (C2PA_TSA_URL)', () => {
  it('asks the authority once per signature with an RFC 3161 query, and the token travels in the manifest', async () => {
    tsa.requests.length = 0;
    const signed = await signWith(tsa.url);
    // One query: a SHA-256 imprint of the signature, a nonce, and the authority's certificate asked for.
    expect(tsa.requests.length).toBe(1);
    const query = pkijs.TimeStampReq.fromBER(new Uint8Array(tsa.requests[0]).buffer);
    expect(query.messageImprint.hashAlgorithm.algorithmId).toBe('2.16.840.1.101.3.4.2.1');
    expect(query.messageImprint.hashedMessage.valueBlock.valueHexView.byteLength).toBe(32);
    expect(query.nonce).toBeDefined();
    expect(query.certReq).toBe(true);
    // c2pa-rs finds the token beside the signature, and the claim signature is still valid.
    const result = await read(signed);
    expect(result.state).toBe('Valid');
    expect(result.codes).toContain('claimSignature.validated');
    expect(result.codes.some((code) => code.startsWith('timeStamp.'))).toBe(true);
    // Known limit: c2pa-rs 0.13 (WASM) reports the token c2pa-ts 0.x writes in `sigTst2` as `timeStamp.malformed`,
    // so it shows no signing time; the signature itself validates either way.
  });

  it('signs without a timestamp when the authority refuses or cannot be reached: images are still stored', async () => {
    tsa.fail.status = 503;
    try {
      const refused = await read(await signWith(tsa.url));
      expect(refused.state).toBe('Valid');
      expect(refused.codes.some((code) => code.startsWith('timeStamp.'))).toBe(false);
    } finally {
      tsa.fail.status = null;
    }
    // A port nobody listens on (the server is started and closed to find one).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await read(await signWith(`http://127.0.0.1:${port}/tsa`));
    expect(unreachable.state).toBe('Valid');
    expect(unreachable.codes.some((code) => code.startsWith('timeStamp.'))).toBe(false);
  });
});
