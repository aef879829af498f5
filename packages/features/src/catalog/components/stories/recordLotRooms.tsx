import { RealtimeProvider, useRealtime, type Room } from '@storefront/api-client/realtime';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';

/** How many holders each lot room has, as the platform's transport counts them; reset by each story. */
const held = new Map<number, number>();

/** The lots whose room the story's page is in, in id order. */
export const lotRoomsHeld = () => [...held.keys()].sort((a, b) => a - b);

function RecordLotRooms({ children }: { children: ReactNode }) {
  const transport = useRealtime();
  const [recording] = useState(() => {
    held.clear();
    const count = (room: Room, by: number) => {
      if (!('lotid' in room)) return;
      const next = (held.get(room.lotid) ?? 0) + by;
      if (next > 0) held.set(room.lotid, next);
      else held.delete(room.lotid);
    };
    return {
      ...transport,
      enter(room: Room) {
        count(room, 1);
        const leave = transport.enter(room);
        let left = false;
        return () => {
          if (left) return;
          left = true;
          count(room, -1);
          leave();
        };
      },
    };
  });
  return <RealtimeProvider transport={recording}>{children}</RealtimeProvider>;
}

/** Records the lot rooms the story's page enters and leaves through the platform's transport (useLotRoom, useLotRooms). */
export const withLotRoomsRecorded: Decorator = (Story) => (
  <RecordLotRooms>
    <Story />
  </RecordLotRooms>
);
