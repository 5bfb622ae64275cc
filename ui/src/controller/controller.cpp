// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/controller.h"

#include "controller/scenario_command.h"
#include "kvplan/catalog.h"
#include "kvplan/hit_rates.h"
#include "kvplan/scenario_name.h"

#include <QUndoStack>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace kvp::ui {

namespace {

// Complete results kept: undo, redo and a value typed back come at once.
constexpr std::size_t kCompleteResultsKept = 8;

// The simulations yield to the GUI thread: on a 2-core laptop sharing its screen, a drag must
// not wait for a simulation of a value already passed. Linux's nice value is per thread
// (setpriority(2) with a thread id); elsewhere the thread keeps the process's priority.
void lowerThisThreadsPriority()
{
#ifdef __linux__
    constexpr int kNice = 10;
    ::setpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()), kNice);
#endif
}

// While the worker simulates: the last simulated figures stay (the views show them until the
// new ones arrive) rather than none; the SLA keeps the new scenario's targets.
void carrySimulations(const SizingResult& from, SizingResult& to)
{
    if (to.hitRates.described && from.hitRates.described)
        to.hitRates.simulated = from.hitRates.simulated;
    if (to.load.available && !to.hasSizingErrors() && from.load.simulated) {
        to.load.simulated = from.load.simulated;
        const SlaTargets targets = to.load.sla.targets;
        to.load.sla = from.load.sla;
        to.load.sla.targets = targets;
    }
}

} // namespace

// One thread that runs core's addSimulation on the newest request: a request made while it
// works replaces any that waits (it is stale), and what it finishes is handed to the controller
// by a queued call, or taken at once by waitForSimulations(). Core's simulations cannot be
// interrupted; one that is stale runs to its end (tens of milliseconds) and is kept as a
// complete result of its scenario.
class SimulationWorker {
public:
    struct Job {
        quint64 generation = 0;
        Scenario scenario;
        SizingResult result;
    };

    explicit SimulationWorker(Controller* controller)
        : controller_(controller), thread_([this] { run(); })
    {
    }
    ~SimulationWorker()
    {
        {
            const std::lock_guard lock(mutex_);
            stop_ = true;
        }
        wake_.notify_all();
        thread_.join();
    }

    void request(Job job)
    {
        {
            const std::lock_guard lock(mutex_);
            next_ = std::move(job);
        }
        wake_.notify_all();
    }
    // What the worker finished last (empty when taken already).
    std::optional<Job> take()
    {
        const std::lock_guard lock(mutex_);
        return std::exchange(done_, std::nullopt);
    }
    // Waits until the worker has finished `generation` (or a later one).
    void waitFor(quint64 generation)
    {
        std::unique_lock lock(mutex_);
        finished_.wait(lock, [&] { return finishedGeneration_ >= generation; });
    }

private:
    void run()
    {
        lowerThisThreadsPriority();
        std::unique_lock lock(mutex_);
        for (;;) {
            wake_.wait(lock, [this] { return stop_ || next_; });
            if (stop_)
                return;
            Job job = std::move(*next_);
            next_.reset();
            lock.unlock();
            addSimulation(job.scenario, job.result);
            lock.lock();
            finishedGeneration_ = job.generation;
            done_ = std::move(job);
            finished_.notify_all();
            // The controller outlives the worker: its destructor joins this thread, and a
            // queued call to a destroyed controller is dropped.
            QMetaObject::invokeMethod(
                controller_, [controller = controller_] { controller->takeSimulation(); },
                Qt::QueuedConnection);
        }
    }

    Controller* controller_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable finished_;
    std::optional<Job> next_;
    std::optional<Job> done_;
    quint64 finishedGeneration_ = 0;
    bool stop_ = false;
    std::thread thread_; // last: started once the members it uses are
};

Controller::Controller(QObject* parent)
    : QObject(parent), catalog_(std::shared_ptr<const Catalog>(), &builtInCatalog()),
      result_(plan(scenario_, *catalog_)), undoStack_(new QUndoStack(this))
{
}

void Controller::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    if (!catalog || catalog == catalog_)
        return;
    catalog_ = std::move(catalog);
    // Results of the last catalog, and a simulation still running with it, are not this one's.
    complete_.clear();
    catalogSince_ = generation_;
    if (constructedPlan_) {
        // Nothing simulated yet (the window sets its catalog as it opens): the first plan is made
        // again, and its simulation waits for the first apply, as the constructor's did.
        result_ = plan(scenario_, *catalog_);
        emit resultChanged(scenario_, result_);
        return;
    }
    apply(scenario_);
}

Controller::~Controller() = default;

bool Controller::edit(const QString& description, const QString& mergeKey,
                      const std::function<void(Scenario&)>& change)
{
    Scenario next = scenario_;
    change(next);
    followAutomaticName(scenario_, next);
    if (next == scenario_)
        return false;
    undoStack_->push(new ScenarioCommand(this, description, scenario_, std::move(next),
                                         mergeIdFor(mergeKey), burst_));
    return true;
}

void Controller::endEditBurst()
{
    ++burst_;
}

void Controller::resetScenario(const Scenario& scenario)
{
    endEditBurst();
    undoStack_->clear();
    apply(scenario);
    undoStack_->setClean();
}

void Controller::apply(const Scenario& scenario)
{
    // The constructor's plan is of the scenario the window opens first: not planned twice.
    const bool planned = constructedPlan_ && scenario == scenario_;
    constructedPlan_ = false;
    scenario_ = scenario;
    const auto known = std::find_if(complete_.begin(), complete_.end(),
                                    [&](const auto& entry) { return entry.first == scenario_; });
    if (known != complete_.end()) {
        // Planned and simulated before: complete at once (and the newest again).
        result_ = known->second;
        std::rotate(known, known + 1, complete_.end());
        ++generation_; // a simulation still running is of another scenario now
        setSimulating(false);
    } else {
        // The hit rates and the load are shown simulated beside their closed forms: on the
        // worker, while the views show the plan with the last simulated figures.
        SizingResult next = planned ? std::move(result_) : plan(scenario_, *catalog_);
        if (!worker_)
            worker_ = std::make_unique<SimulationWorker>(this);
        worker_->request({++generation_, scenario_, next});
        if (!planned)
            carrySimulations(result_, next);
        result_ = std::move(next);
        setSimulating(true);
    }
    emit resultChanged(scenario_, result_);
}

void Controller::takeSimulation()
{
    if (!worker_)
        return;
    std::optional<SimulationWorker::Job> done = worker_->take();
    if (!done || done->generation <= catalogSince_)
        return;
    const bool open = done->generation == generation_ && simulating_;
    complete_.emplace_back(std::move(done->scenario), std::move(done->result));
    if (complete_.size() > kCompleteResultsKept)
        complete_.pop_front();
    if (!open)
        return;
    result_ = complete_.back().second;
    setSimulating(false);
    emit simulationsChanged(scenario_, result_);
}

void Controller::waitForSimulations()
{
    while (simulating_) {
        worker_->waitFor(generation_);
        takeSimulation();
    }
}

void Controller::setSimulating(bool simulating)
{
    if (simulating == simulating_)
        return;
    simulating_ = simulating;
    emit simulatingChanged(simulating_);
}

int Controller::mergeIdFor(const QString& key)
{
    if (key.isEmpty())
        return -1;
    auto it = mergeIds_.constFind(key);
    if (it == mergeIds_.constEnd())
        it = mergeIds_.insert(key, int(mergeIds_.size()) + 1);
    return *it;
}

} // namespace kvp::ui
