import { ownerOnly, USER } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { AcademyResolver } from './academy.resolver.js';
import { AcademyService } from './academy.service.js';
import { CourseEnrolment } from './course-enrolment.entity.js';
import { LessonCompletion } from './lesson-completion.entity.js';

declare module '../../services.js' {
  interface Services {
    readonly academy: AcademyService;
  }
}

export const academyModule: FeatureModule = {
  name: 'academy',
  entities: [CourseEnrolment, LessonCompletion],
  accessRules: { CourseEnrolment: ownerOnly(USER), LessonCompletion: ownerOnly(['enrolment', 'user']) },
  services: () => ({ academy: new AcademyService() }),
  resolvers: [AcademyResolver],
};
