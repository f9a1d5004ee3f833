import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { loginThroughApi, merchantWithAgentSettings, OPERATOR_HEADERS, registerThroughApi } from '../../test/agents';

/**
 * Who is an agent (docs/agent.md): what registration gives, the agent's link making a player of its team, the
 * referral code staying the referral promo's, the merchant's two readings of the type, the login sides, and
 * agents made by their upline or by the operator.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A live affiliate link of an agent, straight in the database (the link routes have their own tests). */
async function linkOf(agentId: number, merchant = 'DEMO'): Promise<{ id: number; code: string }> {
  const code = `L${agentId}X${Math.floor(Math.random() * 1e6)}`;
  const [row] = await t.db.query<{ id: number }>(
    'INSERT INTO agent_affiliate_links (merchant_code, agent_id, code) VALUES ($1, $2, $3) RETURNING id',
    [merchant, agentId, code],
  );
  return { id: Number(row.id), code };
}

const memberRow = async (id: number) =>
  (
    await t.db.query<{ type: number; upline_id: number | null; referrer_id: number | null; affiliate_link_id: number | null }>(
      'SELECT type, upline_id, referrer_id, affiliate_link_id FROM members WHERE id = $1',
      [id],
    )
  )[0];

test("registering through an agent's link makes a player of the agent's team; a member's own code stays the referral promo's", async () => {
  const agent = await registerThroughApi(t);
  // Default settings: reading A, registration gives type 1, which is an agent.
  expect(agent).toMatchObject({ type: 1, agent: true });

  const link = await linkOf(agent.id);
  const check = await t.call({ method: 'GET', url: `/wps/agent/affiliate?code=${link.code.toLowerCase()}` });
  expect(check.json()).toMatchObject({ success: true, value: { valid: true } });

  const player = await registerThroughApi(t, { affiliateCode: link.code.toLowerCase() });
  expect(await memberRow(player.id)).toEqual({ type: 0, upline_id: agent.id, referrer_id: null, affiliate_link_id: link.id });

  const invitee = await registerThroughApi(t, { affiliateCode: agent.account });
  expect(await memberRow(invitee.id)).toEqual({ type: 1, upline_id: null, referrer_id: agent.id, affiliate_link_id: null });
});

test('a deleted link, or the link of a member who is no longer an agent, brings nobody: invitation_code_error', async () => {
  const agent = await registerThroughApi(t);
  const deleted = await linkOf(agent.id);
  await t.db.query('UPDATE agent_affiliate_links SET deleted_at = now() WHERE id = $1', [deleted.id]);
  const nonAgent = await createMember(t.db, { type: 40 });
  const foreign = await linkOf(nonAgent.id);
  for (const code of [deleted.code, foreign.code, 'NO-SUCH-CODE']) {
    await expect(registerThroughApi(t, { affiliateCode: code })).rejects.toThrow(/invitation_code_error/);
    expect((await t.call({ method: 'GET', url: `/wps/agent/affiliate?code=${code}` })).json().errorCode).toBe('invitation_code_error');
  }
});

test("the merchant's reading decides who is an agent: reading B makes type 0 a player and type 1 an agent", async () => {
  const merchant = await merchantWithAgentSettings(t, 'AGREADB', { reading: 'B', registerType: 0, downlineType: 0, agentType: 1 });
  const player = await registerThroughApi(t, { merchant });
  expect(player).toMatchObject({ type: 0, agent: false });
  // Under reading A (DEMO) a type 0 member is an agent.
  const demoZero = await createMember(t.db, { type: 0 });
  const demoLogin = await loginThroughApi(t, demoZero, 'agent');
  expect(demoLogin.json().value).toMatchObject({ type: 0, agent: true });

  // product-rules 6.5: a non-agent cannot log in on the agent side; the member side lets it in.
  const refused = await loginThroughApi(t, player, 'agent', merchant);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().errorCode).toBe('login.non.agent');
  expect((await loginThroughApi(t, player, 'member', merchant)).json().value).toMatchObject({ agent: false });
  // Nor does a non-agent reach the agent API.
  const call = await t.call({
    method: 'POST',
    url: `/wps/agent/downlines/${demoZero.id}/agent`,
    token: player.token,
    headers: { merchant },
  });
  expect([call.statusCode, call.json().errorCode]).toEqual([403, 'login.non.agent']);
});

test('an upline agent opens an agent account for a direct downline only; anyone else is agent.info.incorrect', async () => {
  const merchant = await merchantWithAgentSettings(t, 'AGOPEN', { reading: 'B', registerType: 0, downlineType: 0, agentType: 2 });
  const top = await registerThroughApi(t, { merchant });
  await t.db.query('UPDATE members SET type = 1 WHERE id = $1', [top.id]);
  const topLink = await linkOf(top.id, merchant);
  const direct = await registerThroughApi(t, { merchant, affiliateCode: topLink.code });
  const other = await registerThroughApi(t, { merchant });

  const open = (agentToken: string, memberId: number) =>
    t.call({ method: 'POST', url: `/wps/agent/downlines/${memberId}/agent`, token: agentToken, headers: { merchant } });

  // Another team's member, an unknown id, or oneself: the same refusal, nothing changed.
  for (const id of [other.id, 999_999, top.id]) {
    const res = await open(top.token, id);
    expect([res.statusCode, res.json().errorCode]).toEqual([404, 'agent.info.incorrect']);
  }
  expect((await memberRow(other.id)).type).toBe(0);

  const opened = await open(top.token, direct.id);
  expect(opened.json()).toEqual({ success: true, value: { memberId: direct.id, type: 2 } });
  expect((await memberRow(direct.id)).type).toBe(2);
  expect((await loginThroughApi(t, direct, 'agent', merchant)).json().value).toMatchObject({ type: 2, agent: true });
  const again = await open(top.token, direct.id);
  expect([again.statusCode, again.json().errorCode]).toEqual([409, 'agent.already']);

  // The new agent's own downline is in the top agent's team, but not a direct downline: only its upline opens its account.
  const subLink = await linkOf(direct.id, merchant);
  const grand = await registerThroughApi(t, { merchant, affiliateCode: subLink.code });
  expect((await open(top.token, grand.id)).json().errorCode).toBe('agent.info.incorrect');
  const subToken = (await loginThroughApi(t, direct, 'agent', merchant)).json().value.token;
  expect((await open(subToken, grand.id)).json().value).toEqual({ memberId: grand.id, type: 2 });

  const appointments = await t.db.query<{ member_id: number; from_type: number; to_type: number; by_member_id: number }>(
    'SELECT member_id, from_type, to_type, by_member_id FROM agent_appointments WHERE merchant_code = $1 ORDER BY id',
    [merchant],
  );
  expect(appointments.map((a) => [Number(a.member_id), a.from_type, a.to_type, Number(a.by_member_id)])).toEqual([
    [direct.id, 0, 2, top.id],
    [grand.id, 0, 2, direct.id],
  ]);
});

test('the operator promotes a member of the merchant; a trial account, an agent or a member of another merchant is refused', async () => {
  const merchant = await merchantWithAgentSettings(t, 'AGPROMO', { reading: 'B', registerType: 0, agentType: 1 });
  const player = await registerThroughApi(t, { merchant });
  const promote = (id: number, m = merchant) =>
    t.call({ method: 'POST', url: `/ops/agent/members/${id}/promote`, headers: { ...OPERATOR_HEADERS, merchant: m } });

  expect((await t.call({ method: 'POST', url: `/ops/agent/members/${player.id}/promote`, headers: { merchant } })).statusCode).toBe(401);
  expect((await promote(player.id, 'DEMO')).json().errorCode).toBe('user.not.exist.or.disabled');
  expect((await promote(player.id)).json()).toEqual({ success: true, value: { memberId: player.id, type: 1 } });
  expect((await promote(player.id)).json().errorCode).toBe('agent.already');
  const trial = await createMember(t.db, { type: 4, trial: true, merchantCode: merchant });
  expect((await promote(trial.id)).json().errorCode).toBe('user.not.exist.or.disabled');
  const [row] = await t.db.query<{ by_operator: string; by_member_id: number | null }>(
    'SELECT by_operator, by_member_id FROM agent_appointments WHERE member_id = $1',
    [player.id],
  );
  expect(row).toEqual({ by_operator: 'tester', by_member_id: null });
});

test('a trial account reaches no agent call (free_reject), a guest none (login.not.session)', async () => {
  const trial = await createMember(t.db, { type: 4, trial: true });
  const res = await t.call({ method: 'POST', url: '/wps/agent/downlines/1/agent', token: trial.token });
  expect([res.statusCode, res.json().errorCode]).toEqual([403, 'free_reject']);
  const guest = await t.call({ method: 'POST', url: '/wps/agent/downlines/1/agent' });
  expect([guest.statusCode, guest.json().errorCode]).toEqual([401, 'login.not.session']);
});
