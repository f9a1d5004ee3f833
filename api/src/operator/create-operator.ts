import { loadConfig } from '../config';
import { createLogger } from '../http/logger';
import { setPasswordHashCost } from '../session/password';
import { openMigratedDb } from '../startup';
import { OPERATOR_ROLES, type OperatorRole } from '@site/shared/src/contracts/operator';
import { createOperator } from './operator.service';

/**
 * npm run ops:create-operator -- <name> <role>   (the password from OPS_PASSWORD, never an argument: shell
 * histories and process lists keep arguments). Creates the operator, or resets the password and role of the
 * one of that name. docs/operator-console.md.
 */
async function main() {
  const [name, role] = process.argv.slice(2);
  const password = process.env.OPS_PASSWORD ?? '';
  if (!name || !OPERATOR_ROLES.includes(role as OperatorRole) || !password) {
    console.error(`usage: OPS_PASSWORD=... npm run ops:create-operator -- <name> <${OPERATOR_ROLES.join('|')}>`);
    process.exit(2);
  }
  const config = loadConfig();
  setPasswordHashCost(config.scryptLogN);
  const db = await openMigratedDb(config, createLogger('warn'));
  try {
    const id = await createOperator(db, name, password, role as OperatorRole);
    console.log(`operator ${name.toLowerCase()} (${role}) is #${id}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
