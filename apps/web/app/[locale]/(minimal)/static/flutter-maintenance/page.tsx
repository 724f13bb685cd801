import type { Metadata } from 'next';
import MaintenanceRoute, { generateMetadata as maintenanceMetadata } from '../../maintenance/page';

interface FlutterMaintenanceProps {
  readonly params: Promise<{ locale: string }>;
}

export function generateMetadata(): Metadata {
  return maintenanceMetadata();
}

/** spec shell §2 /static/flutter-maintenance: the maintenance page under the app's own path. */
export default function FlutterMaintenanceRoute({ params }: FlutterMaintenanceProps) {
  return <MaintenanceRoute params={params} />;
}
