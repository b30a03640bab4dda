import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type InfoCardProps = {
  icon: LucideIcon;
  title: string;
  items: readonly { term: string; detail: string }[];
};

export function InfoCard({ icon: Icon, title, items }: InfoCardProps) {
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-center gap-3">
        <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
        <CardTitle as="h2" className="text-xl">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          {items.map((item) => (
            <div key={item.term}>
              <dt className="font-medium">{item.term}</dt>
              <dd className="text-sm text-muted-foreground">{item.detail}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
