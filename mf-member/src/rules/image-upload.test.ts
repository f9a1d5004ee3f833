import { checkAvatarFile } from './image-upload';

describe('avatar upload checks (product-rules 5: png or jpg under 5 MB)', () => {
  test('png and jpg under 5 MB pass', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 })).toBeNull();
  });
  test('other types and 5 MB or more are refused', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('avatar.invalid');
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('avatar.invalid');
    expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe('avatar.too.large');
  });
});
