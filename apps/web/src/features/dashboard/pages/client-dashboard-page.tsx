import { displayName } from '@thamani/domain/me';
import { RECENT_ACTIVITY_COUNT } from '@thamani/domain/limits';
import { Link } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
// A page is a route module: it composes the features it shows (their components stay private).
import { MarkAllReadButton } from '@/features/notifications/components/mark-all-read-button';
import { NotificationFeed } from '@/features/notifications/components/notification-feed';
import { useRequestStats } from '@/features/requests/api/get-request-stats';
import { useRequests } from '@/features/requests/api/get-requests';
import { RecentRequestList } from '@/features/requests/components/recent-request-list';
import { RequestList } from '@/features/requests/components/request-list';
import { RequestListSkeleton } from '@/features/requests/components/request-list-skeleton';
import { RequestsEmptyState } from '@/features/requests/components/requests-empty-state';
import { DashboardSection } from '../components/dashboard-section';
import { DashboardColumn } from '../components/greeting-frame';
import { QuickActions } from '../components/quick-actions';
import { StatsCounters } from '../components/stats-counters';
import { WelcomeBanner } from '../components/welcome-banner';

export function ClientDashboardPage() {
  const { me, email } = useAuth();
  const stats = useRequestStats();
  const name = displayName(me?.profile.fullName, me?.user.email ?? email);

  return (
    <DashboardColumn>
      <WelcomeBanner name={name} />
      {stats.isError ? (
        <DataLoadErrorFallback error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <StatsCounters stats={stats.data} />
      )}
      <Tabs defaultValue="overview" className="gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="requests">My Requests</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <RecentActivity />
          <DashboardSection title="Quick Actions">
            <QuickActions completedCount={stats.data?.completed} />
          </DashboardSection>
        </TabsContent>
        <TabsContent value="requests">
          <RequestsTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab />
        </TabsContent>
      </Tabs>
    </DashboardColumn>
  );
}

function RecentActivity() {
  const requests = useRequests();
  return (
    <DashboardSection
      title="Recent Activity"
      description="Your latest valuation requests"
      action={
        <Button asChild variant="link" className="px-0">
          <Link to={paths.myRequests}>View All</Link>
        </Button>
      }
    >
      {requests.isPending ? <RequestListSkeleton rows={RECENT_ACTIVITY_COUNT} /> : null}
      {requests.isError ? (
        <DataLoadErrorFallback error={requests.error} onRetry={() => void requests.refetch()} />
      ) : null}
      {requests.data?.items.length === 0 ? <RequestsEmptyState /> : null}
      {requests.data && requests.data.items.length > 0 ? (
        <RecentRequestList requests={requests.data.items.slice(0, RECENT_ACTIVITY_COUNT)} />
      ) : null}
    </DashboardSection>
  );
}

function RequestsTab() {
  const requests = useRequests();
  return (
    <DashboardSection title="My Requests" description="Every valuation request you have submitted">
      {requests.isPending ? <RequestListSkeleton /> : null}
      {requests.isError ? (
        <DataLoadErrorFallback error={requests.error} onRetry={() => void requests.refetch()} />
      ) : null}
      {requests.data?.items.length === 0 ? <RequestsEmptyState /> : null}
      {requests.data && requests.data.items.length > 0 ? <RequestList requests={requests.data.items} /> : null}
      {requests.data?.nextCursor ? (
        <Button asChild variant="outline" className="mt-4">
          <Link to={paths.myRequests}>Show all requests</Link>
        </Button>
      ) : null}
    </DashboardSection>
  );
}

function NotificationsTab() {
  return (
    <DashboardSection title="Notifications" description="Updates on your requests" action={<MarkAllReadButton />}>
      <NotificationFeed />
    </DashboardSection>
  );
}
