import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api, bus, isAgentSession, useSession, useTranslation, type ConsolidatedFunds } from '@site/shared';
import { NS } from '../../i18n';
import styles from './home.module.css';

/** Each request flag and the contract route that answers it (product-rules 3.23, 2.4). */
const REQUESTS = [
  ['dailysalreqtype', '/m/member/agent/getSalaryContract', 'contract_request_salary'],
  ['contracthoursalreq', '/m/member/agent/getHourContract', 'contract_request_hour'],
  ['divtypecompperiodreq', '/m/member/agent/getDevidendContract', 'contract_request_dividend'],
] as const;

/**
 * product-rules 4.4, 6.4: with a session, home checks an agent (and only an agent) for pending contract requests and
 * shows an alert for each, linking to the screen where the agent accepts or refuses. An offer pushed while home is
 * open (contract:requested) reads the flags again, so the alert comes without a reload.
 */
export function ContractRequestAlert() {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session);
  const agent = isAgentSession(session);
  const [flags, setFlags] = useState<ConsolidatedFunds | null>(null);
  const [offers, setOffers] = useState(0);
  useEffect(() => bus.on('contract:requested', () => setOffers((n) => n + 1)), []);
  useEffect(() => {
    if (!agent) return setFlags(null);
    let live = true;
    // No alert on failure: the request check is a courtesy of home, the contract screens say the same.
    api.get<ConsolidatedFunds>('/wps/member/info/funds/consolidated').then(
      (value) => live && setFlags(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [agent, session?.token, offers]);
  const pending = flags ? REQUESTS.filter(([flag]) => flags[flag]) : [];
  if (pending.length === 0) return null;
  return (
    <div className={styles.contractAlert} role="alert" data-testid="contract-request-alert">
      {pending.map(([flag, to, text]) => (
        <Link key={flag} to={to}>
          {t(text)} ›
        </Link>
      ))}
    </div>
  );
}
