import { render, screen } from '@testing-library/react';
import type { Game } from '../api/lobby.api';
import { GameTile } from './GameTile';

const game: Game = {
  nodeId: 'n1',
  gameId: 'g1',
  vassalage: 'SA',
  vendorName: 'SA Gaming',
  gameName: 'Hi-Lo Deluxe',
  gameType: 'LIVE',
  gameClassifyNew: '',
  showIcon: '/icon.png',
  roomType: 'PPV',
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
