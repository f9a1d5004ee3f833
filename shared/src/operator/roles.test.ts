import { operatorGroup, roleMayUse } from './roles';

test("each /ops route's group: the cashier's queues, support's messages, the rest the admin's", () => {
  expect(operatorGroup('/ops/wallet/deposits')).toBe('cashier');
  expect(operatorGroup('/ops/wallet/withdrawals/:id/reject')).toBe('cashier');
  expect(operatorGroup('/ops/feedback/:id/answer')).toBe('support');
  expect(operatorGroup('/ops/inbox/messages')).toBe('support');
  expect(operatorGroup('/ops/announcements')).toBe('support');
  expect(operatorGroup('/ops/chat/queue')).toBe('support');
  // A name that only starts like a group's is not in it.
  expect(operatorGroup('/ops/wallet/depositsx')).toBe('admin');
  expect(operatorGroup('/ops/registry/remotes')).toBe('admin');
  expect(operatorGroup('/ops/promotions/activities')).toBe('admin');
});

test('admin may use every group; the others only their own', () => {
  expect(['cashier', 'support', 'admin'].map((group) => roleMayUse('admin', group as 'admin'))).toEqual([true, true, true]);
  expect([roleMayUse('cashier', 'cashier'), roleMayUse('cashier', 'support'), roleMayUse('cashier', 'admin')]).toEqual([
    true,
    false,
    false,
  ]);
  expect([roleMayUse('support', 'support'), roleMayUse('support', 'cashier'), roleMayUse('support', 'admin')]).toEqual([
    true,
    false,
    false,
  ]);
});
