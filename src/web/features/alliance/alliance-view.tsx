/** Inside an alliance: influence, members with their roles (and what the reader's role allows), applications, leaving. */
import { useTranslation } from 'react-i18next';
import { mayAct } from '../../../game/index.ts';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { HelpPanel } from './help-panel.tsx';
import { type Member, type MyAlliance, useAllianceCommand, ALLIANCE_COMMANDS } from './alliance-data.ts';
import { WebhooksSection } from './webhooks-section.tsx';

export function AllianceView({ mine }: { mine: MyAlliance }) {
  const { t } = useTranslation();
  const run = useAllianceCommand();
  const role = mine.myRole ?? 'member';
  const decides = mayAct(role, 'accept', null);
  const kick = (m: Member) => run(ALLIANCE_COMMANDS.kickMember, { profileId: m.profileId }, 'Member kicked');
  const setRole = (m: Member, to: string) =>
    run(ALLIANCE_COMMANDS.changeMemberRole, { profileId: m.profileId, role: to }, 'Role changed');
  return (
    <>
      <p className="hint num">
        {t('alliance.summary', {
          influence: mine.alliance?.influence ?? 0,
          count: mine.members.length,
          role: t(`alliance.roles.${role}`),
        })}
      </p>
      <div className="table-wrap panel">
        <table data-testid="members">
          <caption className="sr-only">{t('alliance.membersTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('alliance.commander')}</th>
              <th scope="col">{t('alliance.role')}</th>
              <th scope="col">{t('leaderboards.influence')}</th>
              <th scope="col">
                <span className="sr-only">{t('alliance.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {mine.members.map((m) => (
              <tr key={m.profileId} data-member={m.commander}>
                <th scope="row">{m.commander}</th>
                <td>
                  {mayAct(role, 'change-role', m.role) ? (
                    <select
                      aria-label={t('alliance.roleOf', { name: m.commander })}
                      value={m.role}
                      onChange={(e) => void setRole(m, e.target.value)}
                    >
                      {(['member', 'officer', 'leader'] as const).map((r) => (
                        <option key={r} value={r}>
                          {t(`alliance.roles.${r}`)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    t(`alliance.roles.${m.role}`)
                  )}
                </td>
                <td className="num">{m.influence}</td>
                <td>
                  {mayAct(role, 'kick', m.role) && (
                    <ConfirmButton
                      label={t('alliance.kick')}
                      question={t('alliance.kickQuestion', { name: m.commander })}
                      onConfirm={() => kick(m)}
                      className="btn btn-ghost btn-small"
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <HelpPanel />
      {decides && (
        <section className="panel" aria-labelledby="apps-title">
          <h2 id="apps-title">{t('alliance.applications')}</h2>
          {mine.applications.length === 0 ? (
            <p className="empty">{t('alliance.noApplications')}</p>
          ) : (
            <ul className="queue" data-testid="applications">
              {mine.applications.map((a) => (
                <li key={a.profileId} className="row spread-tight">
                  <span>
                    {a.commander}{' '}
                    <span className="hint num">{t('alliance.influenceOf', { influence: a.influence })}</span>
                  </span>
                  <span className="row">
                    <button
                      type="button"
                      className="btn btn-accent btn-small"
                      onClick={() =>
                        void run(ALLIANCE_COMMANDS.acceptMember, { profileId: a.profileId }, 'Member accepted')
                      }
                    >
                      {t('alliance.accept')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      onClick={() =>
                        void run(ALLIANCE_COMMANDS.declineMember, { profileId: a.profileId }, 'Member declined')
                      }
                    >
                      {t('alliance.decline')}
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {role === 'leader' && <WebhooksSection />}
      <ConfirmButton
        label={t('alliance.leave')}
        question={t('alliance.leaveQuestion')}
        onConfirm={() => run(ALLIANCE_COMMANDS.leaveAlliance, {}, 'Alliance left')}
        className="btn btn-ghost"
      />
    </>
  );
}
