/**
 * The one refusal of the service (src/api/refusal.ts), where the use cases take it from. The
 * verifier's readers take it from src/api themselves: this folder imports theirs.
 */
export {
  isRefusal,
  refused,
  refusedForVersion,
  type Refusal,
  type RefusalKind,
} from '../../api/refusal';
