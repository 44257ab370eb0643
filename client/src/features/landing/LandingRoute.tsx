import { Navigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { FaqAccordion } from './FaqAccordion';
import {
  ClosingCallToAction,
  Comparison,
  FeatureGrid,
  Hero,
  ManagerPreview,
  Testimonials,
} from './LandingSections';
import { PricingSection } from './PricingSection';
import { WaitlistForm } from './WaitlistForm';

/** The public landing page; an artist who is signed in goes straight to the workspace. */
export function LandingRoute() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to="/app/dashboard" replace />;
  return (
    <main className="landing">
      <Hero />
      <ManagerPreview />
      <Testimonials />
      <Comparison />
      <FeatureGrid />
      <PricingSection />
      <WaitlistForm />
      <FaqAccordion />
      <ClosingCallToAction />
    </main>
  );
}
