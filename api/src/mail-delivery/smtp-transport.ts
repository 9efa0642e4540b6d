import { connect, type Socket } from 'node:net';
import { createTransport, type Transporter } from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool';

type SocketCallback = (error: Error | null, socketOptions?: { connection: Socket }) => void;

/**
 * nodemailer leaves Nagle's algorithm on, so the end of every message waits out the server's delayed ACK
 * (~40 ms on loopback: a 4x slower campaign). For plain/STARTTLS URLs we open the socket ourselves with
 * TCP_NODELAY; nodemailer still runs STARTTLS on it. Implicit TLS (smtps:) keeps nodemailer's own socket.
 */
function noDelaySocket(smtpUrl: string): SMTPPool.Options['getSocket'] {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:') return undefined;
  const port = Number(url.port || 25);
  return (_options: SMTPPool.Options, callback: SocketCallback) => {
    const socket = connect(port, url.hostname);
    socket.setNoDelay(true);
    const failed = (error: Error) => callback(error);
    socket.once('error', failed);
    socket.once('connect', () => {
      socket.off('error', failed);
      callback(null, { connection: socket });
    });
  };
}

/**
 * The bulk sender's pooled transport: one connection per send in flight, no handshake per message. Built from an
 * SMTPPool because `createTransport({ url, pool: true, ... })` reads only the url and drops every other option:
 * that gave a plain transport opening a new connection (and EHLO) for every message.
 */
export function createBulkTransport(smtpUrl: string, connections: number): Transporter {
  return createTransport(
    new SMTPPool({ url: smtpUrl, pool: true, maxConnections: connections, maxMessages: Infinity, getSocket: noDelaySocket(smtpUrl) }),
  );
}
