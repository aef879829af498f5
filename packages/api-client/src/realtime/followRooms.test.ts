import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeSocketClient } from '../socket/fakeSocketClient';
import { createRealtimeTransport } from './createRealtimeTransport';
import { followRooms } from './followRooms';

function setUp() {
  const socket = fakeSocketClient('main');
  const transport = createRealtimeTransport({ queryClient: new QueryClient(), socket: socket.client });
  socket.connected();
  return { socket, transport, rooms: followRooms((room) => transport.enter(room)) };
}

const lots = (...ids: number[]) => ids.map((lotid) => ({ lotid }));

describe("a list's lot rooms", () => {
  it('joins the lots shown, follows the list as it changes without leaving the lots that stay, and leaves all at the end', () => {
    const { socket, rooms } = setUp();
    rooms.show(lots(1, 2, 3));
    rooms.show(lots(1, 2, 3));
    rooms.show(lots(3, 4));
    rooms.show([]);
    rooms.show(lots(5));
    rooms.leaveAll();
    rooms.leaveAll();
    expect(socket.emitted).toEqual([
      ['joinLot', { lotid: 1 }],
      ['joinLot', { lotid: 2 }],
      ['joinLot', { lotid: 3 }],
      ['joinLot', { lotid: 4 }],
      ['leaveLot', { lotid: 1 }],
      ['leaveLot', { lotid: 2 }],
      ['leaveLot', { lotid: 3 }],
      ['leaveLot', { lotid: 4 }],
      ['joinLot', { lotid: 5 }],
      ['leaveLot', { lotid: 5 }],
    ]);
  });

  it('stays in a lot the page still shows elsewhere (its drawer) when the list no longer shows it', () => {
    const { socket, transport, rooms } = setUp();
    rooms.show(lots(1, 2));
    const leaveDrawer = transport.enter({ lotid: 2 });
    rooms.leaveAll();
    expect(socket.emitted.at(-1)).toEqual(['leaveLot', { lotid: 1 }]);
    leaveDrawer();
    expect(socket.emitted.at(-1)).toEqual(['leaveLot', { lotid: 2 }]);
  });

  it('joins the shown lots again after a reconnect, as every room of the page', () => {
    const { socket, rooms } = setUp();
    rooms.show(lots(1, 2));
    rooms.show(lots(2));
    socket.dropped();
    socket.connected();
    expect(socket.emitted.slice(-1)).toEqual([['joinLot', { lotid: 2 }]]);
  });
});
