// The dashboard widget the shell places with <RemoteWidget remote="calendar" module="./EventsAtAGlance" />.
export { EventsAtAGlanceCard as default } from '../features/events-at-a-glance/components/EventsAtAGlanceCard';
