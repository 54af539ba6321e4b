"""How a job gets the runtime: taskiq hands it from the broker's state, which the API's lifespan or the
worker's startup filled in. A task declares `runtime: Runtime = JobRuntime`."""

from typing import Any

from taskiq import TaskiqDepends, TaskiqState


# taskiq reads this signature at run time: the return type stays Any, since naming the runtime here
# would import the whole app into the job layer (the task's own parameter carries the type).
def job_runtime(state: TaskiqState = TaskiqDepends()) -> Any:
    return state.runtime


JobRuntime: Any = TaskiqDepends(job_runtime)
