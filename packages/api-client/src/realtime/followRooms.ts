import { roomName, type Room } from './rooms';

/**
 * The rooms of a list that changes (a page of search results, a dashboard list): `show` enters the rooms of the lots
 * now shown and leaves those no longer shown, without leaving and joining again the rooms that stay, so no update of
 * a lot still on screen falls between a leave and a join. `leaveAll` when the list goes.
 */
export function followRooms(enter: (room: Room) => () => void) {
  const held = new Map<string, () => void>();
  return {
    show(rooms: readonly Room[]) {
      const wanted = new Map(rooms.map((room) => [roomName(room), room]));
      for (const [name, room] of wanted) if (!held.has(name)) held.set(name, enter(room));
      for (const [name, leave] of held) {
        if (wanted.has(name)) continue;
        held.delete(name);
        leave();
      }
    },
    leaveAll() {
      for (const leave of held.values()) leave();
      held.clear();
    },
  };
}
