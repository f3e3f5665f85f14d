import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as pkijs from 'pkijs';
import type { Timestamper } from '../../../server/eimzo/Timestamper';

/**
 * An RFC 3161 time-stamping authority over HTTP (`application/timestamp-query` in, `application/timestamp-reply`
 * out) in front of a Timestamper, as a national TSA is reached: the server's forwarding mode is tested
 * against it over a real socket.
 */
export async function startTsaServer(timestamper: Timestamper): Promise<{ url: string; requests: number; close(): Promise<void> }> {
  const state = { requests: 0 };
  const server: Server = createServer(async (request, response) => {
    state.requests += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const query = pkijs.TimeStampReq.fromBER(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength));
    const nonce = query.nonce?.valueBlock.valueHexView.slice().buffer;
    const token = await timestamper.stamp(query.messageImprint.hashedMessage.valueBlock.valueHexView.slice().buffer, nonce);
    const answer = new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }), timeStampToken: token });
    response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(Buffer.from(answer.toSchema().toBER(false)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    get requests() {
      return state.requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
