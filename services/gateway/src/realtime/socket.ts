import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { EventBus } from '@shop/shared';

const AUTH_KEY = /^[A-Za-z0-9]{8}$/;

/**
 * The login page's realtime channel: a socket joins the room of its auth key; when identity announces the
 * key as confirmed (on every gateway replica), the room hears `authkey`.
 */
export async function attachRealtime(server: HttpServer, bus: EventBus): Promise<Server> {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  io.on('connection', (socket) => {
    const key = socket.handshake.auth?.authKey ?? socket.handshake.query.authKey;
    if (typeof key === 'string' && AUTH_KEY.test(key)) void socket.join(key);
    else socket.disconnect(true);
  });
  await bus.subscribe('identity.user.authenticated', (event) => {
    io.to(event.data.authKey).emit('authkey', event.data.authKey);
  });
  return io;
}
