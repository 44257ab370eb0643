import './manager.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { ActionPlan } from './ActionPlan';
import { AiManagerDocument } from './AiManagerRoute.generated';
import { AskManager } from './AskManager';
import { CareerMilestones } from './CareerMilestones';
import { CareerOutlookCards } from './CareerOutlookCards';
import { ManagerChooser } from './ManagerChooser';
import { ManagerHeader } from './ManagerHeader';

/**
 * The AI Manager: the header, the plan, the outlook and the chat. A new artist starts with the
 * strategist chosen; the chooser shows when switching (or for an artist who never chose).
 */
export function AiManagerRoute() {
  const { data, error } = useQuery(AiManagerDocument);
  const [switching, setSwitching] = useState(false);
  if (error && !data) return <p className="form-error">Failed to load your AI manager.</p>;
  if (!data) return <PageLoading />;
  const { manager, managerPersonas } = data;

  if (!manager.chosen || switching) {
    return (
      <section className="manager">
        <h1>AI Manager</h1>
        <ManagerChooser
          personas={managerPersonas}
          currentStyle={manager.chosen ? manager.persona.style : undefined}
          onChosen={() => setSwitching(false)}
          onCancel={switching ? () => setSwitching(false) : undefined}
        />
      </section>
    );
  }
  return (
    <section className="manager">
      <h1 className="visually-hidden">AI Manager</h1>
      <ManagerHeader relationship={manager} onSwitch={() => setSwitching(true)} />
      {/* Asking comes first: beside the plan on a wide screen, above it on a phone (not 3,000 px down). */}
      <div className="manager-grid">
        <div className="manager-ask">
          <AskManager managerName={manager.persona.name} />
        </div>
        <div className="manager-plan">
          <ActionPlan />
        </div>
        <div className="outlook">
          <CareerMilestones />
          <CareerOutlookCards />
        </div>
      </div>
    </section>
  );
}
