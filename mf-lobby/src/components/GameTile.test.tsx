import { render, screen } from '@testing-library/react';
import type { Game } from '../api/lobby.api';
import { GameTile } from './GameTile';

const game: Game = {
  nodeId: 'n1',
  gameId: 'g1',
  roomId: null,
  vassalage: 'SA',
  accountTypeName: 'SA',
  vendorName: 'SA Gaming',
  gameName: 'Hi-Lo Deluxe',
  nodeName: 'Hi-Lo Deluxe',
  displayName: 'Hi-Lo Deluxe',
  gameType: 'LIVE',
  gameClassifyNew: '',
  showIcon: '/icon.png',
  iconUrl: '/icon.png',
  defaultIcon: '/icon.png',
  mobileLargeIcon: '/icon.png',
  isGameH5: 1,
  freeplay: 0,
  supportPlay: 1,
  lottoMode: null,
  gameCode: 'hilo',
  roomType: 'PPV',
  minBet: 0,
  minLine: 0,
  isNew: true,
  canFavourite: true,
};

describe('game tile', () => {
  test('its button is named by what it shows (room, "new", name, vendor), never by the name alone', () => {
    render(<GameTile game={game} onOpen={() => undefined} />);
    const shown = ['จ่ายต่อการรับชม', 'ใหม่', 'Hi-Lo Deluxe', 'SA Gaming'];
    expect(screen.getByRole('button', { name: (name) => shown.every((text) => name.includes(text)) })).toBeTruthy();
  });
});
