// Runs s3rver in its own process (started by s3-server.ts). It needs `--openssl-legacy-provider`:
// its ListObjectsV2 continuation tokens use DES, which OpenSSL 3 only has in the legacy provider.
const S3rver = require('s3rver');

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: process.env.S3RVER_LOG !== '1',
  directory,
  configureBuckets: [{ name: bucket }],
});
server.run().then(({ port }) => {
  process.stdout.write(`listening ${port}\n`);
});
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
