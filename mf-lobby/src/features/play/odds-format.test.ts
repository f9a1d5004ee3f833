import { formatOdds, storeOddsFormat, storedOddsFormat } from './odds-format';

describe('odds formats', () => {
  test('decimal, Hong Kong and Malay read the same price', () => {
    expect([185, 250, 200, 105].map((o) => formatOdds(o, 'decimal'))).toEqual(['1.85', '2.50', '2.00', '1.05']);
    expect([185, 250, 200, 105].map((o) => formatOdds(o, 'hongkong'))).toEqual(['0.85', '1.50', '1.00', '0.05']);
    // Malay: the Hong Kong figure up to 1.00, above it the (negative) stake that wins 1.
    expect([185, 250, 200, 500].map((o) => formatOdds(o, 'malay'))).toEqual(['0.85', '-0.67', '1.00', '-0.25']);
  });

  test('the choice is kept in the browser; decimal by default or for anything unknown', () => {
    localStorage.removeItem('sportsbook.oddsFormat');
    expect(storedOddsFormat()).toBe('decimal');
    storeOddsFormat('malay');
    expect(storedOddsFormat()).toBe('malay');
    localStorage.setItem('sportsbook.oddsFormat', 'american');
    expect(storedOddsFormat()).toBe('decimal');
  });
});
