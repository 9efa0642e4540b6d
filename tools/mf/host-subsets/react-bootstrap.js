// The react-bootstrap the portal provides to itself and every remote: only the components any app imports
// (host-subsets.spec.js holds the list to their sources), instead of the whole library.
export {
  Alert,
  Badge,
  Button,
  ButtonGroup,
  Card,
  Col,
  Container,
  Form,
  ListGroup,
  Modal,
  Offcanvas,
  ProgressBar,
  Row,
  Spinner,
  Stack,
  Table,
  ToggleButton,
  ToggleButtonGroup,
} from '@greenroom/full/react-bootstrap';
