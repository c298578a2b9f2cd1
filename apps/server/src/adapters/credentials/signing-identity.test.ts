import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSigningIdentity, makeSelfSignedChain } from './signing-identity.js';

const fresh = () => mkdtempSync(join(tmpdir(), 'loci-c2pa-id-'));

describe('loadSigningIdentity', () => {
  it('without settings makes a key and a self-signed chain once, kept in DATA_DIR with mode 600', async () => {
    const dataDir = fresh();
    const first = await loadSigningIdentity({ dataDir });
    expect(first.selfSigned).toBe(true);
    expect(first.certificate.subject).toBe('CN=Loci, O=Loci');
    expect(first.chain.map((c) => c.subject)).toEqual(['CN=Loci self-signed root, O=Loci']);
    for (const file of ['c2pa-signing-key.pem', 'c2pa-signing-cert.pem']) {
      expect(statSync(join(dataDir, file)).mode & 0o777).toBe(0o600);
    }
    const again = await loadSigningIdentity({ dataDir });
    expect(again.certificate.serialNumber).toBe(first.certificate.serialNumber);
    expect(Buffer.from(again.privateKey).equals(Buffer.from(first.privateKey))).toBe(true);
  });

  it('uses C2PA_SIGNING_KEY / C2PA_SIGNING_CERT given as PEM values or paths, and wants both', async () => {
    const made = await makeSelfSignedChain();
    const dataDir = fresh();
    const byValue = await loadSigningIdentity({ key: made.keyPem, cert: made.certPem, dataDir });
    expect(byValue.selfSigned).toBe(false);
    expect(byValue.chain).toHaveLength(1);
    const source = fresh();
    const kept = await loadSigningIdentity({ dataDir: source });
    const byPath = await loadSigningIdentity({
      key: join(source, 'c2pa-signing-key.pem'),
      cert: join(source, 'c2pa-signing-cert.pem'),
      dataDir,
    });
    expect(Buffer.from(byPath.certificate.rawData).equals(Buffer.from(kept.certificate.rawData))).toBe(true);
    expect(Buffer.from(byPath.privateKey).equals(Buffer.from(kept.privateKey))).toBe(true);
    await expect(loadSigningIdentity({ key: made.keyPem, dataDir })).rejects.toThrow(/both C2PA_SIGNING_KEY and C2PA_SIGNING_CERT/);
  });
});
