import { openTestDb } from '../../test/test-app';

describe('exec: several statements at once', () => {
  let db: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.dispose());

  test('a script failing inside its own BEGIN left the connection in that failed transaction: every later statement was refused', async () => {
    await expect(db.exec('BEGIN; SELECT 1; SELECT 1/0; COMMIT;')).rejects.toThrow(/division by zero/);
    expect(await db.query('SELECT 2 AS x')).toEqual([{ x: 2 }]);
    expect(await db.transaction((tx) => tx.query('SELECT 3 AS x'))).toEqual([{ x: 3 }]);
  });

  test("hands back every statement's rows in order (pg-boss reads a RETURNING from the middle of its BEGIN ... COMMIT scripts)", async () => {
    await db.exec('CREATE TABLE exec_rows (n integer)');
    expect(await db.exec('BEGIN; INSERT INTO exec_rows VALUES (1), (2) RETURNING n; SELECT 9 AS n; COMMIT;')).toEqual([
      { n: 1 },
      { n: 2 },
      { n: 9 },
    ]);
    expect(await db.exec('SELECT count(*)::int AS c FROM exec_rows')).toEqual([{ c: 2 }]);
  });
});
