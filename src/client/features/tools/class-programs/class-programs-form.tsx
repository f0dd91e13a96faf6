import { classProgram, type ClassProgramRecord } from '@shared/tools';
import { useSaveClassProgram } from './api';
import { ProgramResults } from './class-programs-results';
import { programStart, ProgramForm, type CapacityFacts, type ProgramFieldGroup } from './program-form';

/** The spec's fields in the order an owner thinks of a program, with their units. */
const groups: ProgramFieldGroup[] = [
  {
    title: 'Classes',
    fields: [
      { key: 'studentsPerClass', label: 'Students per class', decimal: false },
      { key: 'totalClasses', label: 'Total classes a week', decimal: false },
      { key: 'classLength', label: 'Class length (minutes)' },
      {
        key: 'studentProgramRatio',
        label: 'Students per instructor',
        hint: '6 means 6:1; 0 if not set',
        decimal: false,
      },
    ],
  },
  {
    title: 'Enrollment',
    fields: [
      { key: 'enrollments', label: 'Enrollments a week', hint: 'A child in two classes counts twice', decimal: false },
      { key: 'percentEnrollment', label: 'Enrollment target (%)', hint: 'How full you aim to be, 0–100' },
      { key: 'pricePerClass', label: 'Price per class ($)', hint: 'What one student pays for one class' },
      { key: 'weeks', label: 'Weeks', hint: 'The period planned: 12 for a session, 52 for a year', decimal: false },
    ],
  },
  {
    title: 'Staff',
    fields: [
      { key: 'instructors', label: 'Instructors', decimal: false },
      { key: 'instructorHours', label: 'Hours per instructor a week' },
      { key: 'instructorWage', label: 'Instructor wage ($ an hour)' },
      { key: 'officeManagerWage', label: 'Office manager ($ a week)', hint: 'The share charged to this program' },
      { key: 'generalManagerWage', label: 'General manager ($ a week)', hint: 'The share charged to this program' },
    ],
  },
];

/** Add (program null) or edit a class program. */
export function ClassProgramForm({
  program,
  facts,
  onDone,
}: {
  program: ClassProgramRecord | null;
  facts: CapacityFacts;
  onDone: () => void;
}) {
  const save = useSaveClassProgram();
  return (
    <ProgramForm
      program={program}
      facts={facts}
      groups={groups}
      start={programStart}
      compute={classProgram}
      results={(input, result) => <ProgramResults input={input} result={result} />}
      save={save}
      savedLine={(saved) =>
        `${saved.name}: ${saved.results.capacity} seats a week, ${saved.results.utilizationPercent}% full`
      }
      onDone={onDone}
    />
  );
}
