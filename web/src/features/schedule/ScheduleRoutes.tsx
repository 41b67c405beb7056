import { Route, Routes } from 'react-router';
import { ClubCalendarPage } from './ClubCalendarPage';
import { SchedulePage } from './SchedulePage';
import { ScoutingReportPage } from './scouting/ScoutingReportPage';

/** /schedule/* (spec 1 §2 sub-paths): the schedule itself, and the scouting screens under it. */
export function ScheduleRoutes() {
  return (
    <Routes>
      <Route path="scouting/edit/*" element={<ScoutingReportPage edit />} />
      <Route path="scouting/*" element={<ScoutingReportPage edit={false} />} />
      <Route path="event/scouting-report/*" element={<ScoutingReportPage edit={false} />} />
      <Route path="club" element={<ClubCalendarPage />} />
      <Route path="*" element={<SchedulePage />} />
    </Routes>
  );
}
